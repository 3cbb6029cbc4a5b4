import { handleReviews, type ReviewsEnv } from '../../reviews/handler';

/** What this route uses of the context Cloudflare Pages hands a Function. */
interface PagesContext {
  request: Request;
  env: ReviewsEnv;
}

/**
 * `/functions/v1/fetch-google-reviews` on the site's own origin: Cloudflare Pages serves a Function at the path of its
 * file under functions/, and `npm run dev` and `npm run preview` serve this same file in workerd.
 */
export const onRequest = ({ request, env }: PagesContext): Promise<Response> => handleReviews(request, env);
