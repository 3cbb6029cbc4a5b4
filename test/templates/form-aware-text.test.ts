import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parse } from 'yaml';
import { homeSchema } from '../../src/content/home';
import { cta, formAwareText } from '../../templates/select';

const words = suite('words around the contact form');

const offline = { serviceId: '', templateId: '', publicKey: '' };
const connected = { serviceId: 'service_x', templateId: 'template_x', publicKey: 'key_x' };
const texts = { text: 'Send us a message.', textWithoutForm: 'Call or email us.' };

words('should invite a message only while the form can send, by the same settings the form reads', () => {
  assert.is(formAwareText({ emailjs: connected }, texts), 'Send us a message.');
  assert.is(formAwareText({ emailjs: offline }, texts), 'Call or email us.');
  assert.is(formAwareText({ emailjs: { ...connected, publicKey: '' } }, texts), 'Call or email us.');
});

words('the booking band should say phone and email while the form cannot send', () => {
  const site = (emailjs: typeof offline) => ({
    home: { cta: { title: 'Ready?', ...texts } },
    site: { booking: { url: 'https://book.example/x', practitioners: 'https://book.example/p' }, emailjs },
  });
  assert.is(cta(site(offline)).text, 'Call or email us.');
  assert.is(cta(site(connected)).text, 'Send us a message.');
});

words("the home page's words without the form should not promise a reply to a message", () => {
  const home = homeSchema.parse(parse(readFileSync('content/home.yaml', 'utf8')));
  for (const { text, textWithoutForm } of [home.cta, home.contact]) {
    assert.match(text, /message/, text);
    assert.not.match(textWithoutForm, /message|form/i, textWithoutForm);
    assert.match(textWithoutForm, /email/, textWithoutForm);
  }
});

words.run();
