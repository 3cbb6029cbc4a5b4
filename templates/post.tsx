import { CtaBand } from '../src/components/cta-band';
import { Breadcrumbs } from '../src/components/breadcrumbs';
import { PostCard } from '../src/components/post-card';
import { PostImage } from '../src/components/post-image';
import { type Review, ReviewNote } from '../src/components/review-note';
import { isStandIn } from '../src/content/stand-in';
import { Prose } from '../src/components/prose';
import type { Post } from '../src/content/post';
import { emergencyAdvice } from '../src/content/snippet';
import type { Site } from '../src/content/site';
import { bookingLink } from '../src/content/stand-in';
import { professionOf, type Role } from '../src/content/roles';
import { teamMemberSlug } from '../src/lib/slug';
import { formatDate } from '../src/lib/format-date';
import { stateNotice } from '../src/lib/publishing';
import { truncate } from '../src/lib/text';
import { coverPath } from '../src/lib/site-layout';
import { absoluteUrl, paths } from '../src/lib/routes';
import { blogPostingJsonLd } from '../src/lib/structured-data';
import { postCard, type PostCardData } from './select';
import { required, type Template } from './types';
import { topicLabel } from '../src/lib/topic-label';

interface PostPage {
  post: Post;
  related: PostCardData[];
  author?: { path: string; role: string };
  review?: Review;
  site: Site;
  /** Where to go in an emergency, from its snippet. */
  emergency: string;
}

/** The article's clinical review, with the reviewer's profession and page from the team. */
function reviewOf(post: Post, site: { teamBySlug: Map<string, { slug: string; role: string }>; roles: Role[] }) {
  if (!post.reviewed_by || !post.reviewed_at || !post.next_review) return undefined;
  const member = site.teamBySlug.get(teamMemberSlug(post.reviewed_by));
  const reviewer = member
    ? { name: post.reviewed_by, profession: professionOf(site.roles, member.role), path: paths.teamMember(member.slug) }
    : { name: post.reviewed_by, profession: 'clinician' };
  // Until a clinician has reviewed it, the date is a stand-in: the note says the review is still to come.
  if (isStandIn(post.reviewed_at))
    return { reviewer, reviewedAt: post.reviewed_at.standIn, nextReview: post.next_review, standIn: true };
  return { reviewer, reviewedAt: post.reviewed_at, nextReview: post.next_review };
}

const trailOf = (post: Post) => [
  { name: 'Home', path: '/' },
  { name: 'Blog', path: paths.blog },
  { name: post.title, path: paths.post(post.slug) },
];

export const postTemplate: Template<PostPage> = {
  module: import.meta.url,
  routes: (model) =>
    model.posts.map((post) => ({
      path: paths.post(post.slug),
      key: post.slug,
      source: { file: post.file, field: 'slug' },
    })),
  title: (model, slug) => required(model.postBySlug.get(slug), `post ${slug}`).title,
  card: { kicker: (model, slug) => model.postBySlug.get(slug)?.category },
  search: (model, slug) => {
    const post = required(model.postBySlug.get(slug), `post ${slug}`);
    return {
      kind: 'article',
      lines: [],
      html: post.html,
      category: post.category,
      date: formatDate(post.published_at),
    };
  },
  select: (model, slug, memo) => {
    const post = required(model.postBySlug.get(slug), `post ${slug}`);
    const author = model.teamBySlug.get(teamMemberSlug(post.author));
    const review = reviewOf(post, model);
    return {
      post,
      ...(review ? { review } : {}),
      related: (model.related.get(slug) ?? []).map((post) => postCard(post, memo)),
      ...(author ? { author: { path: paths.teamMember(author.slug), role: author.role } } : {}),
      site: model.site,
      emergency: emergencyAdvice(model.snippets),
    };
  },
  meta: ({ post, author, site }) => ({
    ...(post.status ? { robots: 'noindex' } : {}),
    description: truncate(post.excerpt.replace(/…$/, ''), 160),
    trail: trailOf(post),
    ogType: 'article',
    jsonLd: [
      blogPostingJsonLd(site, post, absoluteUrl(site.url, post.image_url ?? coverPath(post.slug)), author?.path),
    ],
  }),
  body: ({ post, related, author, review, site, emergency }) => (
    <>
      <article className="article">
        <header className="article-header container">
          {post.status ? (
            <p className="status-banner" role="note">
              {stateNotice(post.status, post.published_at)}
            </p>
          ) : null}
          <Breadcrumbs trail={trailOf(post)} />
          <p className="article-category">
            <a href={paths.category(post.category)}>{post.category}</a>
          </p>
          <h1>{post.title}</h1>
          <p className="post-meta">
            {/* A draft may have no author yet: its date alone. */}
            {post.author ? (
              <>
                <span>
                  By {author ? <a href={author.path}>{post.author}</a> : post.author}
                  {author ? `, ${author.role}` : ''}
                </span>
                {/* The date stays whole and with its dot on a phone: "· 5 May 2018", never "· 5" then "May 2018". */}
                <span aria-hidden="true"> ·{'\u00a0'}</span>
              </>
            ) : null}
            <time dateTime={post.published_at}>{formatDate(post.published_at)}</time>
          </p>
          {post.updated_at && post.update_note ? (
            <p className="update-note">
              <strong>
                Updated <time dateTime={post.updated_at}>{formatDate(post.updated_at)}</time>:
              </strong>{' '}
              {post.update_note}
            </p>
          ) : null}
          {review ? <ReviewNote {...review} /> : null}
          <PostImage post={post} width={800} priority />
        </header>
        <div className="container">
          <Prose html={post.html} className="measure article-body" />
          <aside className="article-note measure" aria-label="About this article">
            <p>
              This article is general information, not a diagnosis. If you are worried about your symptoms, see your GP
              or a physiotherapist. {emergency}
            </p>
          </aside>
          {post.tags.length ? (
            <nav className="tag-list measure" aria-label="Tags">
              <h2 className="taxon-label">Tags</h2>
              <ul>
                {post.tags.map((tag) => (
                  <li key={tag}>
                    <a href={paths.tag(tag)}>{topicLabel(tag)}</a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
      </article>
      {related.length ? (
        <section className="section section-light" aria-labelledby="related-title">
          <div className="container">
            <h2 id="related-title" className="section-title">
              Related articles
            </h2>
            <div className="grid grid-4">
              {related.map((other) => (
                <PostCard key={other.slug} post={other} excerptLength={100} />
              ))}
            </div>
          </div>
        </section>
      ) : null}
      <CtaBand
        title="Need help with this?"
        text={
          'Book an assessment with one of our physiotherapists, or get in touch and we will point you to the right ' +
          'person.'
        }
        booking={bookingLink(site.booking, 'url')}
      />
    </>
  ),
};
