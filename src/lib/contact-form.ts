import * as z from 'zod/mini';

/** The spec's contact form rules and messages. zod/mini keeps the browser bundle small. */
export const contactFields = ['name', 'email', 'phone', 'subject', 'message'] as const;
export type ContactField = (typeof contactFields)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const MAX_LENGTH = { name: 100, email: 254, phone: 20, subject: 200, message: 5000 } as const;

const required = (message: string) => z.minLength(1, message);

export const contactSchema = z.object({
  name: z
    .string()
    .check(
      required('Name is required'),
      z.minLength(2, 'Name must be at least 2 characters'),
      z.maxLength(MAX_LENGTH.name, 'Name must be less than 100 characters'),
      z.regex(/^[\p{L}\s'’-]+$/u, 'Name can only contain letters, spaces, hyphens, and apostrophes'),
    ),
  email: z
    .string()
    .check(
      required('Email is required'),
      z.maxLength(MAX_LENGTH.email, 'Please enter a valid email address'),
      z.regex(/^[^\s@<>()[\],;:"]+@[^\s@<>()[\],;:"]+\.[^\s@<>()[\],;:".]{2,}$/, 'Please enter a valid email address'),
    ),
  phone: z.string().check(
    z.maxLength(MAX_LENGTH.phone, 'Please enter a valid UK phone number'),
    z.refine((phone) => phone === '' || /^(\+44|0)[\d\s]{10,}$/.test(phone), 'Please enter a valid UK phone number'),
  ),
  subject: z
    .string()
    .check(
      required('Subject is required'),
      z.minLength(5, 'Subject must be at least 5 characters'),
      z.maxLength(MAX_LENGTH.subject, 'Subject must be less than 200 characters'),
    ),
  message: z
    .string()
    .check(
      required('Message is required'),
      z.minLength(10, 'Message must be at least 10 characters'),
      z.maxLength(MAX_LENGTH.message, 'Message must be less than 5000 characters'),
    ),
});

const trimAll = (values: ContactValues): ContactValues =>
  Object.fromEntries(contactFields.map((field) => [field, (values[field] ?? '').trim()])) as ContactValues;

/** The first message for each invalid field; an empty object means the form is valid. */
export function validateContact(values: ContactValues): ContactErrors {
  const result = contactSchema.safeParse(trimAll(values));
  if (result.success) return {};
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** One field's message, for validation when a visitor leaves the field. */
export function validateContactField(field: ContactField, values: ContactValues): string | undefined {
  return validateContact(values)[field];
}

/** Angle brackets removed, trimmed and cut to 5000 characters, as the spec requires before sending. */
export function sanitiseText(value: string): string {
  return value.replace(/[<>]/g, '').trim().slice(0, MAX_LENGTH.message);
}

/**
 * A field people never see or fill, which form-filling robots do: a message with it filled is dropped unsent, and the
 * robot is shown the usual success so it learns nothing. Named as robots expect a real field to be named.
 */
export const HONEYPOT_FIELD = 'website';
export const caughtByHoneypot = (value: string | undefined) => (value ?? '').trim() !== '';

/**
 * EmailJS's own checks in the visitor's browser: no more than one message in LIMIT_SECONDS from a browser (stored
 * under this id), and none from a browser that says it is automated (`navigator.webdriver`, or no languages).
 */
export const LIMIT_SECONDS = 30;
export const EMAILJS_OPTIONS = {
  limitRate: { id: 'contact-form', throttle: LIMIT_SECONDS * 1000 },
  blockHeadless: true,
} as const;

/** The payload sent to the email service; an empty phone is sent as "Not provided". */
export function contactPayload(values: ContactValues): ContactValues {
  const clean = Object.fromEntries(
    contactFields.map((field) => [field, sanitiseText(values[field] ?? '')]),
  ) as ContactValues;
  return { ...clean, phone: clean.phone || 'Not provided' };
}

/**
 * Whether the form can send: until every EmailJS setting is given, it says so before anyone types, and the words
 * around it send people to phone and email. Here, not in the form's island, so pages that only choose their words
 * do not hold the island's code in their keys.
 */
export const isConnected = ({ serviceId, templateId, publicKey }: EmailJsSettings) =>
  Boolean(serviceId && templateId && publicKey);

/** The EmailJS settings the form sends with. */
export interface EmailJsSettings {
  serviceId: string;
  templateId: string;
  publicKey: string;
}
