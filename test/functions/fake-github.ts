import type { Upstream } from './workerd';

/**
 * GitHub's OAuth token endpoint as it answers an OAuth App (web application flow): it checks the client's ID and
 * secret, the redirect URI and the code, and answers its errors with status 200 and a description, in JSON when asked
 * for JSON. The values are the tests' own; the secret and token must reach no response and no log line but the token
 * message.
 */
export const CLIENT_ID = 'Ov23liTestClientId0000';
export const CLIENT_SECRET = 'test-client-secret-must-never-leak-0123456789abcdef';
export const GITHUB_CODE = 'c0de4b1d7e2f3a4b5c6d';
export const GITHUB_TOKEN = 'gho_TestTokenOnlyForTheOpener0123456789';
export const TOKEN_URL = 'https://github.com/login/oauth/access_token';
/** Text of GitHub's own that must never be passed on. */
export const GITHUB_DESCRIPTION = 'Description from GitHub, not to be repeated';

export function gitHubError(error: string): Response {
  return Response.json({
    error,
    error_description: `${GITHUB_DESCRIPTION}: <script>alert(1)</script>`,
    error_uri: `https://docs.github.com/apps/troubleshooting#${error}`,
  });
}

/** GitHub expecting this redirect URI, granting `scope`. */
export function fakeGitHub(redirectUri: string, scope = 'repo'): Upstream {
  return ({ url, method, headers, body }) => {
    if (url !== TOKEN_URL || method !== 'POST') return new Response('Not Found', { status: 404 });
    const form = new URLSearchParams(body);
    if (form.get('client_id') !== CLIENT_ID || form.get('client_secret') !== CLIENT_SECRET) {
      return gitHubError('incorrect_client_credentials');
    }
    if (form.get('redirect_uri') !== redirectUri) return gitHubError('redirect_uri_mismatch');
    if (form.get('code') !== GITHUB_CODE) return gitHubError('bad_verification_code');
    const answer = { access_token: GITHUB_TOKEN, token_type: 'bearer', scope };
    return headers.accept === 'application/json'
      ? Response.json(answer)
      : new Response(new URLSearchParams(answer).toString(), {
          headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8' },
        });
  };
}
