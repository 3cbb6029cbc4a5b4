import { handleCallback, type OAuthEnv } from '../oauth/handler';

/** What this route uses of the context Cloudflare Pages hands a Function. */
interface PagesContext {
  request: Request;
  env: OAuthEnv;
}

/** `/admin/callback`, where GitHub sends the sign-in window back: the OAuth App's authorisation callback URL. */
export const onRequest = ({ request, env }: PagesContext): Promise<Response> => handleCallback(request, env);
