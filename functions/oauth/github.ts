import type { OAuthConfig } from './config';

/** GitHub's web application flow for OAuth Apps. */
export const GITHUB_AUTHORIZE_URL = 'https://github.com/login/oauth/authorize';
export const GITHUB_TOKEN_URL = 'https://github.com/login/oauth/access_token';
/** GitHub is given up on after this long; the editor's window is still open, and says so. */
export const GITHUB_TIMEOUT_MS = 5000;

/**
 * A failed exchange. `code` is GitHub's own error code when it gave one (`bad_verification_code`), otherwise ours;
 * the message is safe to log and to show: it never holds the secret, the code, a token or GitHub's own text.
 */
export class GitHubError extends Error {
  override name = 'GitHubError';
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

/** Where the sign-in window goes: GitHub asks the person to authorise the app, then returns to `redirectUri`. */
export function authorizeUrl(config: OAuthConfig, redirectUri: string, state: string): string {
  const query = new URLSearchParams({
    client_id: config.clientId,
    redirect_uri: redirectUri,
    scope: config.scope,
    state,
  });
  return `${GITHUB_AUTHORIZE_URL}?${query}`;
}

async function post(config: OAuthConfig, code: string, redirectUri: string): Promise<Response> {
  try {
    // In the body, never the address: an address can end up in logs along the way.
    return await fetch(GITHUB_TOKEN_URL, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/x-www-form-urlencoded',
        'User-Agent': 'clinic-site-editor-sign-in',
      },
      body: new URLSearchParams({
        client_id: config.clientId,
        client_secret: config.clientSecret,
        code,
        redirect_uri: redirectUri,
      }),
      signal: AbortSignal.timeout(GITHUB_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new GitHubError(
      timedOut ? `did not answer within ${GITHUB_TIMEOUT_MS} ms` : 'could not be reached',
      'github_unreachable',
    );
  }
}

/** The access token GitHub gives for `code`, or a GitHubError. GitHub answers its errors with status 200. */
export async function exchangeCode(config: OAuthConfig, code: string, redirectUri: string): Promise<string> {
  const response = await post(config, code, redirectUri);
  if (!response.ok) throw new GitHubError(`answered ${response.status}`, 'github_failed');
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new GitHubError('answered with a body that is not JSON', 'github_failed');
  }
  const { access_token: token, error } = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  if (typeof error === 'string') {
    // Only a code of GitHub's plain form is repeated; its error_description is never passed on.
    const known = /^[a-z_]{1,64}$/.test(error) ? error : 'unknown';
    throw new GitHubError(`refused the code (${known})`, known);
  }
  if (typeof token !== 'string' || !/^[\w-]{1,255}$/.test(token)) {
    throw new GitHubError('answered without an access token', 'github_failed');
  }
  return token;
}
