import { useState, type FormEvent } from 'react';
import {
  contactFields,
  caughtByHoneypot,
  contactPayload,
  EMAILJS_OPTIONS,
  HONEYPOT_FIELD,
  isConnected,
  MAX_LENGTH,
  validateContact,
  validateContactField,
  type ContactErrors,
  type ContactField,
  type ContactValues,
  type EmailJsSettings,
} from '../lib/contact-form';
import { contactMessages, sendFailureMessage } from '../lib/contact-messages';
import { checkRateLimit, parseAttempts } from '../lib/rate-limit';
import { readStorage, writeStorage } from './storage';

export interface ContactFormProps {
  /** Distinguishes field ids when a page could hold more than one form. */
  idPrefix: string;
  emailjs: EmailJsSettings;
  phone: string;
  tel: string;
  email: string;
  /** The address as visitors read it: marked while it is a stand-in. */
  emailText: string;
}

type Status = { kind: 'idle' } | { kind: 'submitting' } | { kind: 'success' } | { kind: 'error'; message: string };

export const ATTEMPTS_KEY = 'contact-form-attempts';
const EMPTY: ContactValues = { name: '', email: '', phone: '', subject: '', message: '' };

const labels: Record<ContactField, string> = {
  name: 'Your name',
  email: 'Email address',
  phone: 'Phone number (optional)',
  subject: 'Subject',
  message: 'How can we help?',
};
const autoComplete: Record<ContactField, string> = {
  name: 'name',
  email: 'email',
  phone: 'tel',
  subject: 'off',
  message: 'off',
};
const inputType: Partial<Record<ContactField, string>> = { email: 'email', phone: 'tel' };

async function send(props: ContactFormProps, values: ContactValues): Promise<void> {
  const { serviceId, templateId, publicKey } = props.emailjs;
  if (!serviceId || !templateId || !publicKey)
    throw new Error('Email service is not configured: missing service, template or public key');
  // Loaded only when someone submits, so visitors who never do never download it.
  const emailjs = await import('@emailjs/browser');
  const response = await emailjs.send(serviceId, templateId, contactPayload(values), { publicKey, ...EMAILJS_OPTIONS });
  if (response.status !== 200) throw response;
}

export function ContactForm(props: ContactFormProps) {
  const connected = isConnected(props.emailjs);
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [trap, setTrap] = useState('');
  const id = (field: string) => `${props.idPrefix}-${field}`;

  const update = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field])
      setErrors((current) => ({ ...current, [field]: validateContactField(field, { ...values, [field]: value }) }));
  };

  const onBlur = (field: ContactField) => {
    if (values[field] === '' && !errors[field]) return;
    setErrors((current) => ({ ...current, [field]: validateContactField(field, values) }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === 'submitting') return;
    const found = validateContact(values);
    setErrors(found);
    const firstInvalid = contactFields.find((field) => found[field]);
    if (firstInvalid) {
      document.getElementById(id(firstInvalid))?.focus();
      return;
    }
    const limit = checkRateLimit(parseAttempts(readStorage(ATTEMPTS_KEY)), Date.now());
    if (!limit.allowed) {
      setStatus({ kind: 'error', message: contactMessages.tooManyAttempts(limit.retryInMinutes) });
      return;
    }
    writeStorage(ATTEMPTS_KEY, JSON.stringify([...limit.recent, Date.now()]));
    setStatus({ kind: 'submitting' });
    try {
      if (!caughtByHoneypot(trap)) await send(props, values);
      setValues(EMPTY);
      setErrors({});
      setStatus({ kind: 'success' });
    } catch (error) {
      setStatus({ kind: 'error', message: sendFailureMessage(error) });
    }
  };

  const submitting = status.kind === 'submitting';
  return (
    <div className="contact-form-wrap">
      <p className="form-nojs">
        Our contact form needs JavaScript. Please call us on <a href={props.tel}>{props.phone}</a> or email{' '}
        <a href={`mailto:${props.email}`}>{props.emailText}</a> and we will reply within 24 hours.
      </p>
      <form
        className="contact-form"
        noValidate
        onSubmit={onSubmit}
        aria-describedby={`${id('note')}${connected ? '' : ` ${id('offline')}`} ${id('privacy')}`}
      >
        <p id={id('note')} className="form-note">
          Fields marked * are required.{connected ? ' We reply within 24 hours.' : ''}
        </p>
        {connected ? null : (
          <p id={id('offline')} className="form-note form-offline">
            <strong>This form is not connected yet, so it cannot send a message.</strong> Please call us on{' '}
            <a href={props.tel}>{props.phone}</a> or email <a href={`mailto:${props.email}`}>{props.emailText}</a>.
          </p>
        )}
        {/* UK GDPR article 13: say how the data is used where it is collected, before anyone types it. */}
        <p id={id('privacy')} className="form-note">
          We use what you send to answer your message; our <a href="/privacy-policy/">privacy policy</a> explains how we
          keep it. Please keep health details brief: we will ask what we need when we speak.
        </p>
        {contactFields.map((field) => {
          const error = errors[field];
          const Tag = field === 'message' ? 'textarea' : 'input';
          return (
            <div key={field} className={`field field-${field}${error ? ' has-error' : ''}`}>
              <label htmlFor={id(field)}>
                {labels[field]}
                {field === 'phone' ? null : <span aria-hidden="true"> *</span>}
              </label>
              <Tag
                id={id(field)}
                name={field}
                type={Tag === 'input' ? (inputType[field] ?? 'text') : undefined}
                rows={Tag === 'textarea' ? 6 : undefined}
                value={values[field]}
                maxLength={MAX_LENGTH[field]}
                autoComplete={autoComplete[field]}
                required={field !== 'phone'}
                disabled={!connected}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? id(`${field}-error`) : undefined}
                onInput={(event) => update(field, (event.target as HTMLInputElement).value)}
                onBlur={() => onBlur(field)}
              />
              {error ? (
                <p id={id(`${field}-error`)} className="field-error">
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
        {/* Out of sight and out of the tab order; a screen reader skips it too. */}
        <div className="field-trap" aria-hidden="true">
          <label htmlFor={id(HONEYPOT_FIELD)}>Leave this field empty</label>
          <input
            id={id(HONEYPOT_FIELD)}
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={trap}
            onInput={(event) => setTrap((event.target as HTMLInputElement).value)}
          />
        </div>
        <button type="submit" className="button button-large" disabled={submitting || !connected}>
          {submitting ? contactMessages.submitting : 'Send Message'}
        </button>
        <div className="form-status" role="status" aria-live="polite">
          {status.kind === 'success' ? <p className="form-success">{contactMessages.success}</p> : null}
          {status.kind === 'error' ? (
            <div className="form-failure">
              <p>{status.message}</p>
              <p>
                You can also call us on <a href={props.tel}>{props.phone}</a> or email{' '}
                <a href={`mailto:${props.email}`}>{props.emailText}</a>.
              </p>
            </div>
          ) : null}
        </div>
      </form>
    </div>
  );
}
