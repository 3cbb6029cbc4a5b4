import type { Page, Route } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { EMAILJS_URL, openPage, TEST_ENV, testSite, waitForHydration } from './site';

const site = await testSite();
const SUCCESS = 'Your message has been sent successfully! We will get back to you within 24 hours.';

interface Sent {
  service_id: string;
  template_id: string;
  user_id: string;
  template_params: Record<string, string>;
}

async function openForm(answer: (route: Route) => Promise<void> | void = (route) => route.fulfill({ status: 200, body: 'OK' })) {
  const opened = await openPage(site, '', { width: 1280 });
  const sent: Sent[] = [];
  await opened.page.route(EMAILJS_URL, async (route) => {
    sent.push(route.request().postDataJSON() as Sent);
    await answer(route);
  });
  await opened.page.goto(`${site.origin}/contact/`);
  await opened.page.click('#contact-name');
  await waitForHydration(opened.page, 'contact-form');
  return { ...opened, sent };
}

const field = (page: Page, name: string) => page.locator(`#contact-${name}`);
const errorOf = (page: Page, name: string) => page.locator(`#contact-${name}-error`);

async function fillValid(page: Page, overrides: Record<string, string> = {}) {
  const values = { name: "Mary O'Brien-Smith", email: 'mary@example.com', phone: '', subject: 'Knee pain after running', message: 'Could I book an assessment next week please?', ...overrides };
  for (const [name, value] of Object.entries(values)) await field(page, name).fill(value);
}
const submit = (page: Page) => page.click('.contact-form button[type="submit"]');

const validation = suite('contact form validation');

validation('should show every required message on submit, mark the fields invalid and focus the first', async () => {
  const { page, sent, problems } = await openForm();
  await submit(page);
  const expected: Record<string, string> = { name: 'Name is required', email: 'Email is required', subject: 'Subject is required', message: 'Message is required' };
  for (const [name, message] of Object.entries(expected)) {
    assert.is(await errorOf(page, name).innerText(), message);
    assert.is(await field(page, name).getAttribute('aria-invalid'), 'true');
    assert.is(await field(page, name).getAttribute('aria-describedby'), `contact-${name}-error`);
  }
  assert.is(await errorOf(page, 'phone').count(), 0, 'phone is optional');
  assert.is(await page.evaluate(() => document.activeElement?.id), 'contact-name');
  assert.is(sent.length, 0);
  assert.equal(problems, []);
  await page.context().close();
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
validation('should check each field when the visitor leaves it', async () => {
  const { page } = await openForm();
  for (const [name, value, message] of rules) {
    await field(page, name).fill(value);
    await field(page, name).blur();
    assert.is(await errorOf(page, name).innerText(), message, `${name} = ${value}`);
    await field(page, name).fill('');
  }
  await field(page, 'phone').fill('020 7946 0999');
  await field(page, 'phone').blur();
  assert.is(await errorOf(page, 'phone').count(), 0, 'a UK number is fine');
  await page.context().close();
});
validation.run();

const sending = suite('contact form sending');

sending('should send the sanitised values with the configured keys, show progress, then succeed and reset', async () => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const { page, sent, problems } = await openForm(async (route) => {
    await held;
    await route.fulfill({ status: 200, body: 'OK' });
  });
  await fillValid(page, { subject: '  <b>Knee</b> pain  ', message: 'Hello <script>alert(1)</script> there, thank you' });
  await submit(page);
  const button = page.locator('.contact-form button[type="submit"]');
  await page.waitForFunction(() => document.querySelector('.contact-form button[type="submit"]')?.textContent === 'Preparing Message...');
  assert.ok(await button.isDisabled());
  release();
  await page.locator('.form-success').waitFor();
  assert.is(await page.locator('.form-success').innerText(), SUCCESS);
  assert.is(sent.length, 1);
  const payload = sent[0];
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
  for (const name of ['name', 'email', 'phone', 'subject', 'message']) assert.is(await field(page, name).inputValue(), '', `${name} is reset`);
  assert.is(await button.innerText(), 'Send Message');
  assert.equal(problems, []);
  await page.context().close();
});

const failures: [string, (route: Route) => Promise<void>, string][] = [
  ['a template error', (r) => r.fulfill({ status: 400, body: 'The template ID is invalid' }), 'Email service configuration error. Please contact us directly.'],
  ['a public key error', (r) => r.fulfill({ status: 400, body: 'The Public Key is invalid' }), 'Email service configuration error. Please contact us directly.'],
  ['a rate limit', (r) => r.fulfill({ status: 429, body: 'Too many requests, rate limit reached' }), 'Too many requests. Please try again in a few minutes.'],
  ['a network failure', (r) => r.abort('failed'), 'Network error. Please check your connection and try again.'],
  ['any other status', (r) => r.fulfill({ status: 500, body: 'Internal error' }), 'Failed to send message. Please try again or contact us directly.'],
  ['a 2xx other than 200', (r) => r.fulfill({ status: 202, body: 'Accepted' }), 'Failed to send message. Please try again or contact us directly.'],
];
for (const [name, answer, message] of failures) {
  sending(`should explain ${name} and offer the phone and email`, async () => {
    const { page } = await openForm(answer);
    await fillValid(page);
    await submit(page);
    await page.locator('.form-failure').waitFor();
    const text = await page.locator('.form-failure').innerText();
    assert.ok(text.startsWith(message), text);
    assert.match(text, /020 7946 0321/);
    assert.match(text, /enquiries@/);
    assert.is(await field(page, 'name').inputValue(), "Mary O'Brien-Smith", 'nothing typed is lost');
    await page.context().close();
  });
}

sending('should refuse a fourth submission within ten minutes, even after a reload', async () => {
  const { page, sent } = await openForm();
  for (let i = 0; i < 3; i++) {
    await fillValid(page);
    await submit(page);
    await page.locator('.form-success').waitFor();
  }
  await page.reload();
  await page.click('#contact-name');
  await waitForHydration(page, 'contact-form');
  await fillValid(page);
  await submit(page);
  await page.locator('.form-failure').waitFor();
  assert.match(await page.locator('.form-failure').innerText(), /^Too many attempts\. Please try again in 10 minutes\./);
  assert.is(sent.length, 3);
  await page.context().close();
});

sending('should load the email library only when a visitor submits', async () => {
  const { page } = await openForm();
  const scripts = () => page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.endsWith('.js')));
  const before = await scripts();
  await fillValid(page);
  await submit(page);
  await page.locator('.form-success').waitFor();
  const after = await scripts();
  assert.ok(after.length > before.length, `a chunk is fetched on submit (${after.length} vs ${before.length})`);
  await page.context().close();
});

sending('should tell visitors without JavaScript to phone or email', async () => {
  const { page } = await openPage(site, '', { width: 375, javaScriptEnabled: false });
  await page.goto(`${site.origin}/contact/`);
  assert.ok(await page.locator('.form-nojs').isVisible());
  assert.match(await page.locator('.form-nojs').innerText(), /call us on 020 7946 0321 or email enquiries@/);
  assert.not.ok(await page.locator('.contact-form').isVisible());
  await page.context().close();
});
sending.run();
