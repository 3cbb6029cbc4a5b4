import { CALLBACK_PATH, type OAuthConfig, type OAuthEnv, readOAuthConfig } from './config';
import { authorizeUrl, exchangeCode, GitHubError } from './github';
import { type SignInResult, signInPage } from './page';
import { newState, readCookie, STATE_COOKIE, sameState, spendState, stateCookie, verifyState } from './state';

/**
 * GitHub sign-in for the content editor at /admin/, as two fetch handlers (Request in, Response out) on web APIs only:
 * `handleSignIn` sends the sign-in window to GitHub, and `handleCallback` takes it back, swaps GitHub's code for a
 * token and hands the token to the editor. Log lines say what failed in our words; they never hold the secret, the
 * code or a token.
 */
export type { OAuthEnv };

/** GET only: GitHub's redirect and the editor's window are plain navigations, and a callback spends its code. */
const METHODS = 'GET';
const LOG = 'editor-sign-in:';
const SETUP_ADVICE = 'Ask whoever looks after the website to finish setting up sign-in.';
const RETRY_ADVICE = 'Close this window and sign in again.';

function failure(code: string, message: string, status: number, advice = RETRY_ADVICE): SignInResult {
  return { error: { code, message }, status, heading: 'Sign-in failed', advice };
}

/** The checks both routes make first: the method, and a configuration to work with. */
function refuse(request: Request, env: OAuthEnv): Response | OAuthConfig {
  if (request.method !== 'GET') {
    return new Response('Method Not Allowed', {
      status: 405,
      headers: { Allow: METHODS, 'Cache-Control': 'no-store' },
    });
  }
  const config = readOAuthConfig(env);
  if ('problem' in config) {
    console.warn(`${LOG} not set up: ${config.problem}`);
    const origin = new URL(request.url).origin;
    return signInPage(origin, failure('not_configured', 'Sign-in is not set up on this site', 500, SETUP_ADVICE));
  }
  return config;
}

/** `/admin/auth`: a fresh state in a cookie, and off to GitHub. The editor's `provider` must be github, if given. */
export async function handleSignIn(request: Request, env: OAuthEnv): Promise<Response> {
  const config = refuse(request, env);
  if (config instanceof Response) return config;
  const url = new URL(request.url);
  const provider = url.searchParams.get('provider');
  if (provider !== null && provider !== 'github') {
    return signInPage(config.origin, failure('unknown_provider', 'Only GitHub sign-in is offered', 400));
  }
  const state = await newState(config.clientSecret);
  return new Response(null, {
    status: 302,
    headers: {
      Location: authorizeUrl(config, `${config.origin}${CALLBACK_PATH}`, state),
      'Set-Cookie': stateCookie(state),
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
    },
  });
}

/** What GitHub's own error on the way back means to the person signing in. */
function declined(error: string): SignInResult {
  if (error === 'access_denied') return failure('access_denied', 'You did not authorise the editor on GitHub', 400);
  const known = /^[a-z_]{1,64}$/.test(error) ? error : 'unknown';
  console.warn(`${LOG} GitHub returned the error ${known} instead of a code`);
  return failure(known, 'GitHub did not sign you in', 400);
}

/** `/admin/callback`: the state checked against the cookie, then the code swapped for a token. */
export async function handleCallback(request: Request, env: OAuthEnv): Promise<Response> {
  const config = refuse(request, env);
  if (config instanceof Response) return config;
  const query = new URL(request.url).searchParams;
  const state = query.get('state') ?? '';
  const verified = await verifyState(config.clientSecret, state);
  if (!verified || !sameState(readCookie(request.headers.get('Cookie'), STATE_COOKIE), state)) {
    console.warn(`${LOG} refused a callback whose state does not match this browser's, or has expired`);
    return signInPage(
      config.origin,
      failure('state_mismatch', 'This sign-in did not start here, or took too long', 403),
    );
  }
  if (!(await spendState(config.origin, verified.nonce, verified.expires))) {
    console.warn(`${LOG} refused a callback whose state was already used`);
    return signInPage(config.origin, failure('state_used', 'This sign-in was already used', 403));
  }
  const error = query.get('error');
  if (error) return signInPage(config.origin, declined(error));
  const code = query.get('code');
  if (!code) return signInPage(config.origin, failure('no_code', 'GitHub sent no sign-in code', 400));
  try {
    const token = await exchangeCode(config, code, `${config.origin}${CALLBACK_PATH}`);
    return signInPage(config.origin, { token });
  } catch (reason) {
    const why = reason instanceof GitHubError ? reason : new GitHubError('failed', 'github_failed');
    console.warn(`${LOG} GitHub ${why.message}`);
    return signInPage(config.origin, failure(why.code, 'GitHub did not complete the sign-in', 502));
  }
}
