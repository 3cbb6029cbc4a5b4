import type { PostOutline } from '../content/post';
import { paths } from '../lib/routes';
import { type NotLive, StatusMark } from './status-mark';

/** A post's title, and, for a post not on the live site, what its mark says. */
export type ArticleLink = Pick<PostOutline, 'slug' | 'title'> & (NotLive | { status?: undefined });

type Article = Pick<PostOutline, 'slug' | 'title' | 'status' | 'published_at'>;

/**
 * Only what the links show, so a member's page does not change when a body does, nor when a live post's date does:
 * only a draft's or a scheduled post's mark shows its date.
 */
export const articleLinks = ({ latest, more }: { latest: Article[]; more: Article[] }) => {
  const link = ({ slug, title, status, published_at }: Article): ArticleLink =>
    status ? { slug, title, status, published_at } : { slug, title };
  return { latest: latest.map(link), more: more.map(link) };
};

const LinkList = ({ posts }: { posts: ArticleLink[] }) => (
  <ul className="link-list">
    {posts.map((post) => (
      <li key={post.slug}>
        <a href={paths.post(post.slug)}>{post.title}</a>
        <StatusMark item={post} />
      </li>
    ))}
  </ul>
);

/**
 * A team member's latest articles, and every other one behind a disclosure that needs no script, so a prolific
 * author's page stays short and still leads to all they wrote.
 */
export function MemberArticles({
  firstName,
  latest,
  more,
}: {
  firstName: string;
  latest: ArticleLink[];
  more: ArticleLink[];
}) {
  if (latest.length === 0) return null;
  return (
    <>
      <h2>Articles by {firstName}</h2>
      <LinkList posts={latest} />
      {more.length ? (
        <details className="more-articles">
          <summary>
            {more.length} more article{more.length === 1 ? '' : 's'} by {firstName}
          </summary>
          <LinkList posts={more} />
        </details>
      ) : null}
    </>
  );
}
