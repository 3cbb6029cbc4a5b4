import { clearedStateCookie } from './state';

/**
 * The page the sign-in window ends on. It hands the result to the editor that opened the window, in the messages
 * Decap CMS (and Sveltia CMS) listen for: the window says `authorizing:github`, the editor answers the same words,
 * and only then does the window send `authorization:github:success:{"token":…}` (or `:error:`). Both ways, messages
 * go only to this site's own origin and are taken only from it, so no other page can receive the token.
 */
export type SignInResult =
  | { token: string }
  | { error: { code: string; message: string }; status: number; heading: string; advice: string };

const PROVIDER = 'github';
const HANDSHAKE = `authorizing:${PROVIDER}`;
const POLICY = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** For a <script>: JSON with `<` escaped, so no value can close the element. */
const scriptValue = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
/** The page's words are fixed strings of ours; escaped all the same, as nothing here goes through a sanitiser. */
const text = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function message(result: SignInResult): string {
  if ('token' in result) {
    return `authorization:${PROVIDER}:success:${JSON.stringify({ token: result.token, provider: PROVIDER })}`;
  }
  const { code, message: words } = result.error;
  // `message` for Decap, `error` and `errorCode` for Sveltia.
  const detail = { provider: PROVIDER, message: words, error: words, errorCode: code };
  return `authorization:${PROVIDER}:error:${JSON.stringify(detail)}`;
}

function script(origin: string, result: SignInResult): string {
  return `(() => {
  const origin = ${scriptValue(origin)};
  const opener = window.opener;
  if (!opener) return;
  window.addEventListener('message', (event) => {
    if (event.origin !== origin || event.data !== ${scriptValue(HANDSHAKE)}) return;
    opener.postMessage(${scriptValue(message(result))}, origin);
  });
  opener.postMessage(${scriptValue(HANDSHAKE)}, origin);
})();`;
}

function words(result: SignInResult): [string, string] {
  if ('token' in result) return ['Signed in', 'This window closes by itself. If it stays open, close it.'];
  return [result.heading, `${result.error.message}. ${result.advice}`];
}

/** The page, with a policy that runs its one script (by nonce) and nothing else, and no cache anywhere. */
export function signInPage(origin: string, result: SignInResult): Response {
  const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
  const [heading, body] = words(result);
  const html = `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${text(heading)}</title></head>
<body><main><h1>${text(heading)}</h1><p>${text(body)}</p></main>
<script nonce="${nonce}">${script(origin, result)}</script></body>
</html>
`;
  return new Response(html, {
    status: 'token' in result ? 200 : result.status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': `${POLICY}; script-src 'nonce-${nonce}'`,
      // The window must keep its opener, or the message has nowhere to go (see docs/editor-sign-in.md).
      'Cross-Origin-Opener-Policy': 'unsafe-none',
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
      'X-Robots-Tag': 'noindex',
      'Set-Cookie': clearedStateCookie(),
    },
  });
}
