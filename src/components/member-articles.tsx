import { paths } from '../lib/routes';

export interface ArticleLink {
  slug: string;
  title: string;
}

/** Only what the links show, so a member's page does not change when a body does. */
export const articleLinks = ({ latest, more }: { latest: ArticleLink[]; more: ArticleLink[] }) => {
  const link = ({ slug, title }: ArticleLink) => ({ slug, title });
  return { latest: latest.map(link), more: more.map(link) };
};

const LinkList = ({ posts }: { posts: ArticleLink[] }) => (
  <ul className="link-list">
    {posts.map((post) => (
      <li key={post.slug}>
        <a href={paths.post(post.slug)}>{post.title}</a>
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
