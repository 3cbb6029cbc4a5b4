import * as assert from 'uvu/assert';
import { acrossEngines, runsDataCases, thirdParty, type EnginePage, type Open } from './engines/index';
import type { Answer } from './engines/probe';
import { EMAILJS_OPTIONS, HONEYPOT_FIELD, LIMIT_SECONDS } from '../../src/lib/contact-form';
import { contactMessages } from '../../src/lib/contact-messages';
import { TEST_ENV } from './site';

const SUCCESS = 'Your message has been sent successfully! We will get back to you within 24 hours.';

interface Sent {
  service_id: string;
  template_id: string;
  user_id: string;
  template_params: Record<string, string>;
}

/** What the form sent to EmailJS, as the stand-in received it. */
const sent = (): Sent[] =>
  thirdParty.requests.filter((r) => r.service === 'emailjs').map((r) => JSON.parse(r.body) as Sent);

/** The contact page, once its form is live. */
async function loadForm(page: EnginePage): Promise<EnginePage> {
  await page.goto('/contact/');
  await page.click('#contact-name');
  await page.waitForHydration('contact-form');
  return page;
}

async function openForm(open: Open, answer?: () => Answer | Promise<Answer>): Promise<EnginePage> {
  const page = await open('');
  if (answer) thirdParty.handlers.emailjs = answer;
  return loadForm(page);
}

const field = (name: string) => `#contact-${name}`;
const errorOf = (name: string) => `#contact-${name}-error`;
const SUBMIT = '.contact-form button[type="submit"]';

/** Sends a valid message that is expected to fail; what the form then says. */
async function failedSend(page: EnginePage): Promise<string> {
  await fillValid(page);
  await page.click(SUBMIT);
  await page.waitForSelector('.form-failure');
  return (await page.text('.form-failure')) ?? '';
}

async function fillValid(page: EnginePage, overrides: Record<string, string> = {}) {
  const values = {
    name: "Mary O'Brien-Smith",
    email: 'mary@example.com',
    phone: '',
    subject: 'Knee pain after running',
    message: 'Could I book an assessment next week please?',
    ...overrides,
  };
  for (const [name, value] of Object.entries(values)) await page.fill(field(name), value);
}

acrossEngines('contact form validation', (test, open) => {
  test('should show every required message on submit, mark the fields invalid and focus the first', async () => {
    const page = await openForm(open);
    await page.click(SUBMIT);
    await page.waitForSelector(errorOf('name'), 'visible');
    const expected: Record<string, string> = {
      name: 'Name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      message: 'Message is required',
    };
    for (const [name, message] of Object.entries(expected)) {
      assert.is(await page.text(errorOf(name)), message);
      assert.is(await page.attribute(field(name), 'aria-invalid'), 'true');
      assert.is(await page.attribute(field(name), 'aria-describedby'), `contact-${name}-error`);
    }
    assert.is(await page.count(errorOf('phone')), 0, 'phone is optional');
    assert.is(await page.focused(), 'contact-name');
    assert.is(sent().length, 0);
    assert.equal(await page.problems(), []);
    await page.close();
  });

  const rules: [string, string, string][] = [
    ['name', 'A', 'Name must be at least 2 characters'],
    ['name', 'R2-D2', 'Name can only contain letters, spaces, hyphens, and apostrophes'],
    ['email', 'mary@', 'Please enter a valid email address'],
    ['phone', '12345', 'Please enter a valid UK phone number'],
    ['phone', '+1 555 123 4567', 'Please enter a valid UK phone number'],
    ['subject', 'Hi', 'Subject must be at least 5 characters'],
    ['message', 'Too short', 'Message must be at least 10 characters'],
  ];
  test('should check each field when the visitor leaves it', async () => {
    const page = await openForm(open);
    for (const [name, value, message] of rules) {
      await page.fill(field(name), value);
      await page.blur(field(name));
      await page.waitForSelector(errorOf(name), 'attached');
      assert.is(await page.text(errorOf(name)), message, `${name} = ${value}`);
      await page.fill(field(name), '');
    }
    await page.fill(field('phone'), '020 7946 0999');
    await page.blur(field('phone'));
    await page.painted();
    assert.is(await page.count(errorOf('phone')), 0, 'a UK number is fine');
    await page.close();
  });
});

acrossEngines('contact form sending', (test, open, engine) => {
  test('should send the sanitised values with the configured keys, show progress, then succeed and reset', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const page = await openForm(open, async () => {
      await held;
      return { status: 200, body: 'OK' };
    });
    await fillValid(page, {
      subject: '  <b>Knee</b> pain  ',
      message: 'Hello <script>alert(1)</script> there, thank you',
    });
    await page.click(SUBMIT);
    await page.waitFor(
      () => document.querySelector('.contact-form button[type="submit"]')?.textContent === 'Preparing Message...',
      null,
      'the progress label',
    );
    assert.ok(
      await page.evaluate(
        () => document.querySelector<HTMLButtonElement>('.contact-form button[type="submit"]')?.disabled,
      ),
    );
    release();
    await page.waitForSelector('.form-success');
    assert.is(await page.text('.form-success'), SUCCESS);
    assert.is(sent().length, 1);
    const payload = sent()[0];
    assert.is(payload?.service_id, TEST_ENV.EMAILJS_SERVICE_ID);
    assert.is(payload?.template_id, TEST_ENV.EMAILJS_TEMPLATE_ID);
    assert.is(payload?.user_id, TEST_ENV.EMAILJS_PUBLIC_KEY);
    assert.equal(payload?.template_params, {
      name: "Mary O'Brien-Smith",
      email: 'mary@example.com',
      phone: 'Not provided',
      subject: 'bKnee/b pain',
      message: 'Hello scriptalert(1)/script there, thank you',
    });
    for (const name of ['name', 'email', 'phone', 'subject', 'message'])
      assert.is(await page.value(field(name)), '', `${name} is reset`);
    assert.is(await page.text(SUBMIT), 'Send Message');
    assert.equal(await page.problems(), []);
    await page.close();
  });

  // Each engine meets a failed request and a refusal; the other refusals differ from it only in EmailJS's words or
  // status, which sendFailureMessage reads as data. The words are the spec's (pinned in contact-messages.test.ts).
  const failures: [string, Answer, string][] = [
    ['a network failure', 'network failure', contactMessages.network],
    ['any other status', { status: 500, body: 'Internal error' }, contactMessages.failure],
  ];
  const dataFailures: [string, Answer, string][] = [
    ['a template error', { status: 400, body: 'The template ID is invalid' }, contactMessages.configuration],
    ['a public key error', { status: 400, body: 'The Public Key is invalid' }, contactMessages.configuration],
    ['a rate limit', { status: 429, body: 'Too many requests, rate limit reached' }, contactMessages.rateLimited],
    ['a 2xx other than 200', { status: 202, body: 'Accepted' }, contactMessages.failure],
  ];
  if (runsDataCases(engine)) failures.push(...dataFailures);
  for (const [name, answer, message] of failures) {
    test(`should explain ${name} and offer the phone and email`, async () => {
      const page = await openForm(open, () => answer);
      await fillValid(page);
      await page.click(SUBMIT);
      await page.waitForSelector('.form-failure');
      const text = (await page.text('.form-failure')) ?? '';
      assert.ok(text.startsWith(message), text);
      assert.match(text, /020 7946 0321/);
      assert.match(text, /enquiries@/);
      assert.is(await page.value(field('name')), "Mary O'Brien-Smith", 'nothing typed is lost');
      await page.close();
    });
  }

  test('should refuse a fourth submission within ten minutes, even after a reload', async () => {
    const page = await openForm(open);
    for (let i = 0; i < 3; i++) {
      // As if EmailJS's own pause between two messages had passed (tested below).
      await page.evaluate((key) => localStorage.removeItem(key), EMAILJS_OPTIONS.limitRate.id);
      await fillValid(page);
      await page.click(SUBMIT);
      await page.waitForSelector('.form-success');
      await page.waitFor(
        () => document.querySelector('.contact-form button[type="submit"]')?.textContent === 'Send Message',
        null,
        'the form to be ready again',
      );
    }
    await loadForm(page);
    assert.match(await failedSend(page), /^Too many attempts\. Please try again in 10 minutes\./);
    assert.is(sent().length, 3);
    await page.close();
  });

  test('should drop a message whose hidden field a robot filled, showing it the usual success', async () => {
    const page = await openForm(open);
    await fillValid(page);
    await page.fill(field(HONEYPOT_FIELD), 'https://spam.example');
    await page.click(SUBMIT);
    await page.waitForSelector('.form-success');
    assert.is(sent().length, 0, 'nothing reached EmailJS');
    assert.is(await page.attribute(field(HONEYPOT_FIELD), 'tabindex'), '-1', 'out of the tab order');
    await page.close();
  });

  test(`should let EmailJS refuse a second message from a browser within ${LIMIT_SECONDS} seconds`, async () => {
    const page = await openForm(open);
    await fillValid(page);
    await page.click(SUBMIT);
    await page.waitForSelector('.form-success');
    assert.match(await failedSend(page), /^Too many requests\. Please try again in a few minutes\./);
    assert.is(sent().length, 1);
    await page.close();
  });

  test('should let EmailJS refuse to send from a browser that says it is automated', async () => {
    const page = await open('');
    thirdParty.automated = true;
    await loadForm(page);
    assert.match(await failedSend(page), /^Failed to send message\./);
    assert.is(sent().length, 0);
    await page.close();
  });

  test('should load the email library only when a visitor submits', async () => {
    const page = await openForm(open);
    const scripts = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((e) => e.name)
          .filter((n) => n.endsWith('.js')),
      );
    const before = await scripts();
    await fillValid(page);
    await page.click(SUBMIT);
    await page.waitForSelector('.form-success');
    const after = await scripts();
    assert.ok(after.length > before.length, `a chunk is fetched on submit (${after.length} vs ${before.length})`);
    await page.close();
  });
});
