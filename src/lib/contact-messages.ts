/** The spec's contact form messages, word for word. */
export const contactMessages = {
  success: 'Your message has been sent successfully! We will get back to you within 24 hours.',
  failure: 'Failed to send message. Please try again or contact us directly.',
  configuration: 'Email service configuration error. Please contact us directly.',
  rateLimited: 'Too many requests. Please try again in a few minutes.',
  network: 'Network error. Please check your connection and try again.',
  tooManyAttempts: (minutes: number) => `Too many attempts. Please try again in ${minutes} minutes.`,
  submitting: 'Preparing Message...',
} as const;

/** Text of whatever the email service threw: EmailJS rejects with {status, text}, Errors or plain strings. */
export function errorText(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object') {
    const { text, message } = error as { text?: unknown; message?: unknown };
    return [text, message].filter((part) => typeof part === 'string').join(' ');
  }
  return '';
}

/**
 * How each engine words a fetch that never reached the server: Chromium "Failed to fetch",
 * Firefox "NetworkError when attempting to fetch resource.", WebKit (Safari) "Load failed",
 * which has neither "network" nor "fetch" in it.
 */
const NETWORK_WORDS = /network|fetch|load failed/;

/** Maps a send failure to the message the visitor sees, by the spec's rules in order. */
export function sendFailureMessage(error: unknown): string {
  const text = errorText(error).toLowerCase();
  if (/template|service|public key|user/.test(text)) return contactMessages.configuration;
  if (/rate limit|limit|too many requests/.test(text)) return contactMessages.rateLimited;
  if (NETWORK_WORDS.test(text)) return contactMessages.network;
  return contactMessages.failure;
}
