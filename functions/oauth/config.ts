/**
 * What the content editor's GitHub sign-in needs from the Pages project: the OAuth App's client ID and secret (both
 * set as secrets, never in the repository), the site's address (the variable the build reads too), and optionally the
 * scope it asks for.
 */
export interface OAuthEnv {
  /** The live site's origin (`https://www.example-clinic.co.uk`): GitHub returns the window there, and nowhere else. */
  SITE_URL?: string;
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  /** `repo` (the default: a private repository) or `public_repo` (enough for a public one). */
  GITHUB_OAUTH_SCOPE?: string;
}

export interface OAuthConfig {
  /** The site's origin, from SITE_URL: never from a request's Host, which whoever sends the request chooses. */
  origin: string;
  clientId: string;
  clientSecret: string;
  scope: OAuthScope;
}

/** The only scopes the editor may ask for: write access to repositories, and nothing else of the account. */
export const OAUTH_SCOPES = ['repo', 'public_repo'] as const;
export type OAuthScope = (typeof OAUTH_SCOPES)[number];

/** Where the two routes answer: files under functions/admin/, beside the editor's own page at /admin/. */
export const SIGN_IN_PATH = '/admin/auth';
export const CALLBACK_PATH = '/admin/callback';

const isScope = (value: string): value is OAuthScope => (OAUTH_SCOPES as readonly string[]).includes(value);

/** The origin of an https address (http for this computer alone, for local runs), or null. */
function originOf(address: string | undefined): string | null {
  try {
    const url = new URL(address?.trim() ?? '');
    const local = url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    return url.protocol === 'https:' || local ? url.origin : null;
  } catch {
    return null;
  }
}

/** The configuration, or what is missing or wrong in words safe to log (names, never values). */
export function readOAuthConfig(env: OAuthEnv): OAuthConfig | { problem: string } {
  const missing = (['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET'] as const).filter((name) => !env[name]?.trim());
  if (missing.length > 0) return { problem: `the secret ${missing.join(' and the secret ')} is not set` };
  const scope = env.GITHUB_OAUTH_SCOPE?.trim() || 'repo';
  if (!isScope(scope)) return { problem: `GITHUB_OAUTH_SCOPE must be ${OAUTH_SCOPES.join(' or ')}` };
  const origin = originOf(env.SITE_URL);
  if (!origin) return { problem: "the variable SITE_URL is not set to the site's https address" };
  return { origin, clientId: env.GITHUB_CLIENT_ID!.trim(), clientSecret: env.GITHUB_CLIENT_SECRET!.trim(), scope };
}
