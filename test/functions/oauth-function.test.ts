import { runInNewContext } from 'node:vm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { GITHUB_AUTHORIZE_URL, GITHUB_TIMEOUT_MS } from '../../functions/oauth/github';
import { newState, STATE_COOKIE, STATE_SECONDS } from '../../functions/oauth/state';
import {
  CLIENT_ID,
  CLIENT_SECRET,
  fakeGitHub,
  GITHUB_CODE,
  GITHUB_DESCRIPTION,
  GITHUB_TOKEN,
  gitHubError,
  TOKEN_URL,
} from './fake-github';
import { ORIGIN, startWorkerd, type Upstream, type Workerd } from './workerd';

/** The editor's GitHub sign-in in workerd, with a fake GitHub: what the sign-in window gets, what GitHub is asked. */
const SIGN_IN_URL = `${ORIGIN}/admin/auth`;
const CALLBACK_URL = `${ORIGIN}/admin/callback`;
const ENV = { GITHUB_CLIENT_ID: CLIENT_ID, GITHUB_CLIENT_SECRET: CLIENT_SECRET, SITE_URL: ORIGIN };
const github = fakeGitHub(CALLBACK_URL);
const worker = await startWorkerd(ENV);

/** Every response is kept, so the last tests can look for the secret and the token in all of them. */
const seen: { status: number; text: string }[] = [];
async function get(url: string, headers: Record<string, string> = {}, on: Workerd = worker, method = 'GET') {
  const response = await on.dispatch(url, { method, headers, redirect: 'manual' });
  seen.push({
    status: response.status,
    text: `${JSON.stringify([...response.headers])} ${await response.clone().text()}`,
  });
  return response;
}

/** A sign-in started as Decap starts it: where GitHub is asked to send the window back, the state and its cookie. */
async function startSignIn(on: Workerd = worker) {
  const response = await get(`${SIGN_IN_URL}?provider=github&site_id=www.wandlephysio.example&scope=repo`, {}, on);
  const location = new URL(response.headers.get('Location') ?? 'about:blank');
  const cookie = (response.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
  return { response, location, cookie, state: location.searchParams.get('state') ?? '' };
}
const callback = (query: Record<string, string>, cookie?: string) =>
  get(`${CALLBACK_URL}?${new URLSearchParams(query)}`, cookie ? { Cookie: cookie } : {});

interface Event {
  origin: string;
  data: unknown;
}
/** The page's script run as in the sign-in window: what it posts to its opener at once, and after `answers`. */
function runPage(html: string, answers: Event[]) {
  const script = /<script nonce="([^"]+)">([\s\S]*?)<\/script>/.exec(html);
  assert.ok(script, 'the page has a script with a nonce');
  const posted: [unknown, string][] = [];
  const listeners: ((event: Event) => void)[] = [];
  const window = {
    opener: { postMessage: (data: unknown, origin: string) => posted.push([data, origin]) },
    addEventListener: (type: string, listener: (event: Event) => void) =>
      type === 'message' && listeners.push(listener),
  };
  runInNewContext(script[2] ?? '', { window });
  const atOnce = posted.splice(0);
  for (const answer of answers) for (const listener of listeners) listener(answer);
  return { nonce: script[1], atOnce, afterAnswers: posted };
}
/** The one message the window sends once the editor has answered the handshake from the site's own origin. */
function messageToEditor(html: string): string {
  const { atOnce, afterAnswers } = runPage(html, [{ origin: ORIGIN, data: 'authorizing:github' }]);
  assert.equal(atOnce, [['authorizing:github', ORIGIN]]);
  assert.is(afterAnswers.length, 1);
  assert.is(afterAnswers[0]?.[1], ORIGIN);
  return String(afterAnswers[0]?.[0]);
}
function errorCode(html: string): string {
  const message = messageToEditor(html);
  assert.match(message, /^authorization:github:error:/);
  return (JSON.parse(message.replace('authorization:github:error:', '')) as { errorCode: string }).errorCode;
}

const signIn = suite('editor sign-in: /admin/auth');
signIn.before.each(() => worker.reset(github));

signIn('should send the window to GitHub with the client ID, the callback, scope repo and a fresh state', async () => {
  const { response, location, state } = await startSignIn();
  assert.is(response.status, 302);
  assert.is(`${location.origin}${location.pathname}`, GITHUB_AUTHORIZE_URL);
  assert.equal(Object.fromEntries(location.searchParams), {
    client_id: CLIENT_ID,
    redirect_uri: CALLBACK_URL,
    scope: 'repo',
    state,
  });
  assert.match(state, /^[A-Za-z0-9_-]{43}\.\d+\.[A-Za-z0-9_-]{43}$/);
  assert.is(response.headers.get('Cache-Control'), 'no-store');
  assert.is(worker.calls.length, 0, 'GitHub is not asked anything yet');
});

signIn('should keep the state in a short-lived, HttpOnly, Secure, SameSite=Lax cookie for this host', async () => {
  const { response, state } = await startSignIn();
  assert.is(
    response.headers.get('Set-Cookie'),
    `${STATE_COOKIE}=${state}; Max-Age=${STATE_SECONDS}; Path=/; HttpOnly; Secure; SameSite=Lax`,
  );
  assert.ok(STATE_COOKIE.startsWith('__Host-'));
  assert.ok(STATE_SECONDS <= 900);
});

signIn('should give each sign-in its own state', async () => {
  const states = new Set<string>();
  for (let i = 0; i < 5; i++) states.add((await startSignIn()).state);
  assert.is(states.size, 5);
});

signIn('should ask for public_repo when GITHUB_OAUTH_SCOPE says so, whatever the editor asks for', async () => {
  const scoped = await startWorkerd({ ...ENV, GITHUB_OAUTH_SCOPE: 'public_repo' });
  try {
    assert.is((await startSignIn(scoped)).location.searchParams.get('scope'), 'public_repo');
  } finally {
    await scoped.close();
  }
});

signIn('should refuse a provider other than GitHub', async () => {
  const response = await get(`${SIGN_IN_URL}?provider=gitlab`);
  assert.is(response.status, 400);
  assert.is(response.headers.get('Location'), null);
  assert.is(errorCode(await response.text()), 'unknown_provider');
});

signIn('should answer 405 to methods other than GET, without asking GitHub', async () => {
  const { state, cookie } = await startSignIn();
  for (const method of ['POST', 'HEAD', 'PUT']) {
    for (const url of [SIGN_IN_URL, `${CALLBACK_URL}?code=${GITHUB_CODE}&state=${state}`]) {
      const response = await get(url, { Cookie: cookie }, worker, method);
      assert.is(response.status, 405, `${method} ${url}`);
      assert.is(response.headers.get('Allow'), 'GET');
    }
  }
  assert.is(worker.calls.length, 0);
});
signIn.run();

const states = suite('editor sign-in: the state');
states.before.each(() => worker.reset(github));

// [what is wrong, the callback's query given a real sign-in's state, the cookie given a real sign-in's cookie]
const forgeries: [string, (state: string) => Record<string, string>, (cookie: string) => string | undefined][] = [
  ['no cookie', (state) => ({ code: GITHUB_CODE, state }), () => undefined],
  ['no state in the address', () => ({ code: GITHUB_CODE }), (cookie) => cookie],
  ['another state in the address', () => ({ code: GITHUB_CODE, state: 'A'.repeat(43) }), (cookie) => cookie],
  ['an empty cookie', (state) => ({ code: GITHUB_CODE, state }), () => `${STATE_COOKIE}=`],
  ['a state of another form', () => ({ code: GITHUB_CODE, state: 'x' }), () => `${STATE_COOKIE}=x`],
];
for (const [what, query, cookie] of forgeries) {
  states(`should refuse a callback with ${what}, without asking GitHub`, async () => {
    const started = await startSignIn();
    const response = await callback(query(started.state), cookie(started.cookie));
    assert.is(response.status, 403);
    assert.is(errorCode(await response.text()), 'state_mismatch');
    assert.is(worker.calls.length, 0);
    assert.match(response.headers.get('Set-Cookie') ?? '', `${STATE_COOKIE}=; Max-Age=0;`);
  });
}

states('should refuse the state of one sign-in with the cookie of another', async () => {
  const first = await startSignIn();
  const second = await startSignIn();
  const response = await callback({ code: GITHUB_CODE, state: first.state }, second.cookie);
  assert.is(response.status, 403);
  assert.is(worker.calls.length, 0);
});
states('should refuse a state used once already, even with its cookie, without asking GitHub again', async () => {
  const { state, cookie } = await startSignIn();
  assert.is((await callback({ code: GITHUB_CODE, state }, cookie)).status, 200);
  const replay = await callback({ code: GITHUB_CODE, state }, cookie);
  assert.is(replay.status, 403);
  assert.is(errorCode(await replay.text()), 'state_used');
  assert.is(worker.calls.length, 1);
});
// [what is wrong, a state made as the function makes it, but with another secret or time]
const unsigned: [string, () => Promise<string>][] = [
  ['signed with another secret', () => newState('not-the-client-secret')],
  ['expired', () => newState(CLIENT_SECRET, Date.now() - (STATE_SECONDS + 60) * 1000)],
];
for (const [what, make] of unsigned) {
  states(`should refuse a state ${what}, though the cookie holds the same, without asking GitHub`, async () => {
    const state = await make();
    const response = await callback({ code: GITHUB_CODE, state }, `${STATE_COOKIE}=${state}`);
    assert.is(response.status, 403);
    assert.is(errorCode(await response.text()), 'state_mismatch');
    assert.is(worker.calls.length, 0);
  });
}
states("should send GitHub's answer to SITE_URL's callback whatever Host the request names", async () => {
  const response = await get('https://attacker.example/admin/auth?provider=github');
  const location = new URL(response.headers.get('Location') ?? 'about:blank');
  assert.is(location.searchParams.get('redirect_uri'), CALLBACK_URL);
});
states.run();

const success = suite('editor sign-in: success');
success.before.each(() => worker.reset(github));

success('should swap the code for a token, with the secret in the body and never in the address', async () => {
  const { state, cookie } = await startSignIn();
  assert.is((await callback({ code: GITHUB_CODE, state }, cookie)).status, 200);
  assert.is(worker.calls.length, 1);
  const [call] = worker.calls;
  assert.equal([call?.method, call?.url, call?.headers.accept], ['POST', TOKEN_URL, 'application/json']);
  assert.equal(Object.fromEntries(new URLSearchParams(call?.body)), {
    client_id: CLIENT_ID,
    client_secret: CLIENT_SECRET,
    code: GITHUB_CODE,
    redirect_uri: CALLBACK_URL,
  });
});

success('should post the token to the editor at the site’s own origin once it answers from there', async () => {
  const { state, cookie } = await startSignIn();
  const html = await (await callback({ code: GITHUB_CODE, state }, cookie)).text();
  const strangers = runPage(html, [
    { origin: 'https://attacker.example', data: 'authorizing:github' },
    { origin: ORIGIN, data: 'authorizing:gitlab' },
  ]);
  assert.equal(strangers.atOnce, [['authorizing:github', ORIGIN]], 'the handshake names no token');
  assert.equal(strangers.afterAnswers, [], 'no token for another origin or another handshake');
  assert.is(
    messageToEditor(html),
    `authorization:github:success:${JSON.stringify({ token: GITHUB_TOKEN, provider: 'github' })}`,
  );
});

success('should run its own script only, be kept by no cache, keep its opener and forget the state', async () => {
  const { state, cookie } = await startSignIn();
  const response = await callback({ code: GITHUB_CODE, state }, cookie);
  const { nonce } = runPage(await response.text(), []);
  const policy = response.headers.get('Content-Security-Policy') ?? '';
  assert.match(policy, "default-src 'none'");
  assert.match(policy, `script-src 'nonce-${nonce}'`);
  assert.is(response.headers.get('Cache-Control'), 'no-store');
  assert.is(response.headers.get('Cross-Origin-Opener-Policy'), 'unsafe-none');
  assert.is(response.headers.get('Referrer-Policy'), 'no-referrer');
  assert.match(response.headers.get('Set-Cookie') ?? '', `${STATE_COOKIE}=; Max-Age=0; Path=/; HttpOnly; Secure`);
});
success.run();

const faults = suite('editor sign-in: GitHub failing');
faults.before.each(() => worker.reset(github));

// [what GitHub does, how, the error code the editor is given]
const failures: [string, Upstream, string][] = [
  ['refuses an expired code', github, 'bad_verification_code'],
  [
    'refuses the client’s credentials',
    () => gitHubError('incorrect_client_credentials'),
    'incorrect_client_credentials',
  ],
  ['answers 500', () => new Response('<html>Server Error</html>', { status: 500 }), 'github_failed'],
  ['answers with a body that is not JSON', () => new Response('<html>Unicorn</html>'), 'github_failed'],
  ['answers JSON without a token', () => Response.json({ token_type: 'bearer' }), 'github_failed'],
  [`does not answer within ${GITHUB_TIMEOUT_MS} ms`, () => 'hang', 'github_unreachable'],
];
for (const [what, upstream, code] of failures) {
  faults(`should tell the editor sign-in failed when GitHub ${what}`, async () => {
    worker.answerWith(upstream);
    const { state, cookie } = await startSignIn();
    const response = await callback({ code: upstream === github ? 'expired-code' : GITHUB_CODE, state }, cookie);
    assert.is(response.status, 502);
    const html = await response.text();
    assert.is(errorCode(html), code);
    assert.match(html, 'GitHub did not complete the sign-in');
    assert.not.match(html, GITHUB_TOKEN);
  });
}

faults('should tell the editor when the person declines on GitHub, without asking for a token', async () => {
  const { state, cookie } = await startSignIn();
  const response = await callback({ error: 'access_denied', error_description: GITHUB_DESCRIPTION, state }, cookie);
  assert.is(response.status, 400);
  assert.is(errorCode(await response.text()), 'access_denied');
  assert.is(worker.calls.length, 0);
});

faults(
  'should say sign-in is not set up when a secret is missing or the scope is wrong, naming it in the log',
  async () => {
    for (const [env, named] of [
      [{ GITHUB_CLIENT_ID: CLIENT_ID }, 'the secret GITHUB_CLIENT_SECRET is not set'],
      [{ ...ENV, GITHUB_OAUTH_SCOPE: 'admin:org' }, 'GITHUB_OAUTH_SCOPE must be repo or public_repo'],
    ] as const) {
      const unset = await startWorkerd(env);
      try {
        const response = await get(`${SIGN_IN_URL}?provider=github`, {}, unset);
        assert.is(response.status, 500);
        assert.is(response.headers.get('Location'), null);
        assert.is(errorCode(await response.text()), 'not_configured');
        assert.match(
          await unset.logged(`editor-sign-in: not set up: ${named}`),
          `editor-sign-in: not set up: ${named}`,
        );
      } finally {
        await unset.close();
      }
    }
  },
);
faults.run();

const secrets = suite('editor sign-in: secrets');
secrets('should show the client secret and GitHub’s own words in no response and no log line', () => {
  assert.ok(seen.length > 30, `${seen.length} responses`);
  assert.match(worker.output(), 'editor-sign-in: GitHub refused the code (bad_verification_code)', 'the log was read');
  for (const text of [...seen.map((response) => response.text), worker.output()]) {
    assert.not.match(text, CLIENT_SECRET);
    assert.not.match(text, GITHUB_DESCRIPTION);
    assert.not.match(text, '<script>alert');
  }
});
secrets('should log neither the token nor the code, and give the token only in a successful sign-in', () => {
  assert.not.match(worker.output(), GITHUB_TOKEN);
  assert.not.match(worker.output(), GITHUB_CODE);
  const withToken = seen.filter((response) => response.text.includes(GITHUB_TOKEN));
  assert.ok(withToken.length >= 3, `${withToken.length} sign-ins`);
  assert.ok(withToken.every((response) => response.status === 200));
});
secrets.after(() => worker.close());
secrets.run();
