import { handleSignIn, type OAuthEnv } from '../oauth/handler';

/** What this route uses of the context Cloudflare Pages hands a Function. */
interface PagesContext {
  request: Request;
  env: OAuthEnv;
}

/**
 * `/admin/auth`, where the content editor's "Login with GitHub" window starts (`auth_endpoint: admin/auth`). Pages
 * serves a Function at the path of its file; the editor's own page at /admin/ stays a static file.
 */
export const onRequest = ({ request, env }: PagesContext): Promise<Response> => handleSignIn(request, env);
