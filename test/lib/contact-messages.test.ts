import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { contactMessages, errorText, sendFailureMessage } from '../../src/lib/contact-messages';

// The spec's wording, copied from its error catalogue, not from the code.
const SUCCESS = 'Your message has been sent successfully! We will get back to you within 24 hours.';
const DEFAULT = 'Failed to send message. Please try again or contact us directly.';
const CONFIGURATION = 'Email service configuration error. Please contact us directly.';
const RATE_LIMITED = 'Too many requests. Please try again in a few minutes.';
const NETWORK = 'Network error. Please check your connection and try again.';

const messages = suite('contactMessages');
messages('should carry the spec wording word for word', () => {
  assert.is(contactMessages.success, SUCCESS);
  assert.is(contactMessages.failure, DEFAULT);
  assert.is(contactMessages.configuration, CONFIGURATION);
  assert.is(contactMessages.rateLimited, RATE_LIMITED);
  assert.is(contactMessages.network, NETWORK);
  assert.is(contactMessages.submitting, 'Preparing Message...');
});
messages('should put the minutes into the attempt-limit message', () => {
  assert.is(contactMessages.tooManyAttempts(9), 'Too many attempts. Please try again in 9 minutes.');
  assert.is(contactMessages.tooManyAttempts(10), 'Too many attempts. Please try again in 10 minutes.');
});
messages.run();

const text = suite('errorText');
const textCases: [string, unknown, string][] = [
  ['a plain string', 'Failed to fetch', 'Failed to fetch'],
  ['an EmailJS {status, text}', { status: 400, text: 'The template ID is invalid' }, 'The template ID is invalid'],
  ['an Error', new Error('Network down'), 'Network down'],
  ['null', null, ''],
  ['undefined', undefined, ''],
  ['a number', 500, ''],
  ['an object without text', { status: 500 }, ''],
];
for (const [what, error, expected] of textCases) {
  text(`should read ${JSON.stringify(expected)} from ${what}`, () => {
    assert.is(errorText(error), expected);
  });
}
text('should keep both text and message when an object has both', () => {
  const result = errorText({ text: 'service', message: 'timeout' });
  assert.ok(result.includes('service') && result.includes('timeout'));
});
text.run();

const failure = suite('sendFailureMessage');
const failureCases: [string, unknown, string][] = [
  ['EmailJS bad template', { status: 400, text: 'The template ID is invalid' }, CONFIGURATION],
  ['EmailJS bad service', { status: 400, text: 'The service ID is invalid' }, CONFIGURATION],
  ['EmailJS bad public key', { status: 400, text: 'The Public Key is invalid' }, CONFIGURATION],
  ['EmailJS missing user', { status: 400, text: 'The user ID is required' }, CONFIGURATION],
  ['an Error about the template', new Error('Template not found'), CONFIGURATION],
  ['a string about the public key', 'PUBLIC KEY missing', CONFIGURATION],
  ['EmailJS rate limit', { status: 429, text: 'Rate limit exceeded' }, RATE_LIMITED],
  ['EmailJS quota', { status: 426, text: 'Monthly request limit reached' }, RATE_LIMITED],
  ['an Error about a limit', new Error('Limit reached'), RATE_LIMITED],
  ['a string about the rate limit', 'rate limit', RATE_LIMITED],
  ['a failed fetch (Chrome)', new TypeError('Failed to fetch'), NETWORK],
  ['a failed fetch (Firefox)', new TypeError('NetworkError when attempting to fetch resource.'), NETWORK],
  ['a failed fetch (WebKit and Safari)', new TypeError('Load failed'), NETWORK],
  ['a string about the network', 'network request failed', NETWORK],
  ['an EmailJS status 0 with network text', { status: 0, text: 'Network Error' }, NETWORK],
  ["EmailJS's own rate limit (limitRate)", { status: 429, text: 'Too Many Requests' }, contactMessages.rateLimited],
  ["EmailJS's refusal of an automated browser", { status: 451, text: 'Unavailable For Headless Browser' }, DEFAULT],
  ['an unknown EmailJS error', { status: 500, text: 'Internal Server Error' }, DEFAULT],
  ['an EmailJS error without text', { status: 412 }, DEFAULT],
  ['an unknown Error', new Error('Something odd happened'), DEFAULT],
  ['an unknown string', 'oops', DEFAULT],
  ['an empty string', '', DEFAULT],
  ['null', null, DEFAULT],
  ['undefined', undefined, DEFAULT],
  ['a number', 400, DEFAULT],
];
for (const [what, error, expected] of failureCases) {
  failure(`should map ${what} to "${expected}"`, () => {
    assert.is(sendFailureMessage(error), expected);
  });
}
failure.run();
