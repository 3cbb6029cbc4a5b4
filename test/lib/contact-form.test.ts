import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  caughtByHoneypot,
  contactFields,
  contactPayload,
  HONEYPOT_FIELD,
  MAX_LENGTH,
  sanitiseText,
  validateContact,
  validateContactField,
  type ContactField,
  type ContactValues,
} from '../../src/lib/contact-form';

const valid: ContactValues = {
  name: "Mary-Jane O'Neil",
  email: 'mary@example.co.uk',
  phone: '020 7946 0321',
  subject: 'Knee pain',
  message: 'I would like to book an assessment.',
};
const withField = (field: ContactField, value: string): ContactValues => ({ ...valid, [field]: value });

const NAME_REQUIRED = 'Name is required';
const NAME_SHORT = 'Name must be at least 2 characters';
const NAME_LONG = 'Name must be less than 100 characters';
const NAME_CHARS = 'Name can only contain letters, spaces, hyphens, and apostrophes';
const EMAIL_REQUIRED = 'Email is required';
const EMAIL_INVALID = 'Please enter a valid email address';
const PHONE_INVALID = 'Please enter a valid UK phone number';
const SUBJECT_REQUIRED = 'Subject is required';
const SUBJECT_SHORT = 'Subject must be at least 5 characters';
const SUBJECT_LONG = 'Subject must be less than 200 characters';
const MESSAGE_REQUIRED = 'Message is required';
const MESSAGE_SHORT = 'Message must be at least 10 characters';
const MESSAGE_LONG = 'Message must be less than 5000 characters';

// [field, value, expected message or undefined when valid]
const fieldCases: [ContactField, string, string | undefined][] = [
  ['name', '', NAME_REQUIRED],
  ['name', '   ', NAME_REQUIRED],
  ['name', 'A', NAME_SHORT],
  ['name', ' A ', NAME_SHORT],
  ['name', 'Jo', undefined],
  ['name', '  Jo  ', undefined],
  ['name', 'a'.repeat(100), undefined],
  ['name', 'a'.repeat(101), NAME_LONG],
  ['name', "Mary-Jane O'Neil", undefined],
  ['name', 'Zoë Łukasz Müller', undefined],
  ['name', 'D’Arcy', undefined],
  ['name', 'R2-D2', NAME_CHARS],
  ['name', 'Jo <script>', NAME_CHARS],
  ['name', 'Jo.Smith', NAME_CHARS],
  ['name', 'jo@example.com', NAME_CHARS],

  ['email', '', EMAIL_REQUIRED],
  ['email', '  ', EMAIL_REQUIRED],
  ['email', 'jo@example.com', undefined],
  ['email', '  jo@example.com  ', undefined],
  ['email', 'jo.smith+physio@mail.example.co.uk', undefined],
  ['email', 'jo@example', EMAIL_INVALID],
  ['email', 'jo.example.com', EMAIL_INVALID],
  ['email', 'jo@@example.com', EMAIL_INVALID],
  ['email', 'jo smith@example.com', EMAIL_INVALID],
  ['email', '@example.com', EMAIL_INVALID],
  ['email', 'jo@', EMAIL_INVALID],
  ['email', 'jo@example.c', EMAIL_INVALID],
  ['email', `${'a'.repeat(242)}@example.com`, undefined], // 254 characters
  ['email', `${'a'.repeat(243)}@example.com`, EMAIL_INVALID], // 255 characters

  ['phone', '', undefined],
  ['phone', '   ', undefined],
  ['phone', '020 7946 0321', undefined],
  ['phone', '02079460321', undefined],
  ['phone', '07700 900123', undefined],
  ['phone', '+44 20 7946 0321', undefined],
  ['phone', '+442079460321', undefined],
  ['phone', '+44 7700 900 123', undefined],
  ['phone', ' 020 7946 0321 ', undefined],
  ['phone', '01234567890', undefined], // 0 + 10 digits
  ['phone', '0123456789', PHONE_INVALID], // 0 + 9 digits
  ['phone', '+44123456789', PHONE_INVALID], // +44 + 9 digits
  ['phone', '2079460321', PHONE_INVALID],
  ['phone', '7700 900123', PHONE_INVALID],
  ['phone', '44 20 7946 0321', PHONE_INVALID],
  ['phone', '+1 555 123 4567', PHONE_INVALID],
  ['phone', '020-7946-0321', PHONE_INVALID],
  ['phone', '(020) 7946 0321', PHONE_INVALID],
  ['phone', '020 7946 0321 ext', PHONE_INVALID],
  ['phone', '+44 20 7946 0321 123', undefined], // 20 characters
  ['phone', '+44 20 7946 0321 1234', PHONE_INVALID], // 21 characters

  ['subject', '', SUBJECT_REQUIRED],
  ['subject', '    ', SUBJECT_REQUIRED],
  ['subject', 'Knee', SUBJECT_SHORT],
  ['subject', '   Knee   ', SUBJECT_SHORT],
  ['subject', 'Knees', undefined],
  ['subject', 's'.repeat(200), undefined],
  ['subject', 's'.repeat(201), SUBJECT_LONG],

  ['message', '', MESSAGE_REQUIRED],
  ['message', '\n\t ', MESSAGE_REQUIRED],
  ['message', 'Too short', MESSAGE_SHORT],
  ['message', '     123456789     ', MESSAGE_SHORT],
  ['message', 'Long enough', undefined],
  ['message', '1234567890', undefined],
  ['message', 'm'.repeat(5000), undefined],
  ['message', 'm'.repeat(5001), MESSAGE_LONG],
];

const label = (value: string) =>
  value.length > 30 ? `${JSON.stringify(value.slice(0, 12))}… (${value.length} chars)` : JSON.stringify(value);

const validateSuite = suite('validateContact');
validateSuite('should accept a complete valid form', () => {
  assert.equal(validateContact(valid), {});
});
for (const [field, value, expected] of fieldCases) {
  const outcome = expected === undefined ? 'accept' : `reject with "${expected}"`;
  validateSuite(`should ${outcome} ${field} ${label(value)}`, () => {
    const errors = validateContact(withField(field, value));
    assert.is(errors[field], expected);
    for (const other of contactFields)
      if (other !== field) assert.is(errors[other], undefined, `unexpected ${other} error`);
  });
}
validateSuite('should report every invalid field at once, and nothing for an empty optional phone', () => {
  assert.equal(validateContact({ name: '', email: '', phone: '', subject: '', message: '' }), {
    name: NAME_REQUIRED,
    email: EMAIL_REQUIRED,
    subject: SUBJECT_REQUIRED,
    message: MESSAGE_REQUIRED,
  });
});
validateSuite.run();

const fieldSuite = suite('validateContactField');
fieldSuite('should give only the asked field its message', () => {
  const values = { ...valid, name: 'A', email: 'nope' };
  assert.is(validateContactField('name', values), NAME_SHORT);
  assert.is(validateContactField('email', values), EMAIL_INVALID);
  assert.is(validateContactField('subject', values), undefined);
  assert.is(validateContactField('phone', values), undefined);
});
fieldSuite('should report a bad phone only when one is given', () => {
  assert.is(validateContactField('phone', withField('phone', '12345')), PHONE_INVALID);
  assert.is(validateContactField('phone', withField('phone', '')), undefined);
});
fieldSuite.run();

const sanitise = suite('sanitiseText');
const sanitiseCases: [string, string][] = [
  ['hello', 'hello'],
  ['  hello  ', 'hello'],
  ['<script>alert(1)</script>', 'scriptalert(1)/script'],
  ['a < b > c', 'a  b  c'],
  ['< hello >', 'hello'],
  ['<>', ''],
  ['', ''],
];
for (const [input, expected] of sanitiseCases) {
  sanitise(`should turn ${JSON.stringify(input)} into ${JSON.stringify(expected)}`, () => {
    assert.is(sanitiseText(input), expected);
  });
}
sanitise('should cut to 5000 characters', () => {
  assert.is(MAX_LENGTH.message, 5000);
  assert.is(sanitiseText('x'.repeat(6000)), 'x'.repeat(5000));
  assert.is(sanitiseText('x'.repeat(5000)), 'x'.repeat(5000));
});
sanitise('should trim before cutting, so leading spaces do not use up the 5000', () => {
  assert.is(sanitiseText(`${' '.repeat(50)}${'y'.repeat(5000)}`), 'y'.repeat(5000));
});
sanitise('should remove brackets before cutting, so they do not count towards the 5000', () => {
  assert.is(sanitiseText(`${'<>'.repeat(100)}${'z'.repeat(5000)}`), 'z'.repeat(5000));
});
sanitise.run();

const payload = suite('contactPayload');
payload('should send "Not provided" for an empty phone', () => {
  assert.is(contactPayload(withField('phone', '')).phone, 'Not provided');
  assert.is(contactPayload(withField('phone', '   ')).phone, 'Not provided');
  assert.is(contactPayload(withField('phone', '<>')).phone, 'Not provided');
});
payload('should keep a given phone', () => {
  assert.is(contactPayload(withField('phone', ' 020 7946 0321 ')).phone, '020 7946 0321');
});
payload('should sanitise every field and keep exactly the five spec fields', () => {
  const result = contactPayload({
    name: '  <b>Jo</b> ',
    email: ' jo@example.com ',
    phone: '',
    subject: ' <Knee> pain ',
    message: `  ${'m'.repeat(6000)}`,
  });
  assert.equal(Object.keys(result).sort(), ['email', 'message', 'name', 'phone', 'subject']);
  assert.is(result.name, 'bJo/b');
  assert.is(result.email, 'jo@example.com');
  assert.is(result.subject, 'Knee pain');
  assert.is(result.message, 'm'.repeat(5000));
  assert.is(result.phone, 'Not provided');
});
payload('should not change the values it was given', () => {
  const values = withField('name', '  Jo  ');
  contactPayload(values);
  assert.is(values.name, '  Jo  ');
});
payload.run();

const honeypot = suite('caughtByHoneypot');
honeypot('should catch a message whose hidden field holds anything, and pass one that left it empty', () => {
  assert.ok(caughtByHoneypot('https://spam.example'));
  assert.ok(caughtByHoneypot(' x '));
  assert.not.ok(caughtByHoneypot(''));
  assert.not.ok(caughtByHoneypot('   '));
  assert.not.ok(caughtByHoneypot(undefined));
  assert.not.ok((contactFields as readonly string[]).includes(HONEYPOT_FIELD), 'never one of the fields sent');
});
honeypot.run();
