import type { Post } from '../content/post';
import { formatDate } from '../lib/format-date';
import { paths } from '../lib/routes';
import { truncate } from '../lib/text';
import { PostImage } from './post-image';
import { StatusMark } from './status-mark';

interface Props {
  post: Pick<
    Post,
    'slug' | 'title' | 'excerpt' | 'published_at' | 'author' | 'image_url' | 'image_alt' | 'photo' | 'status'
  >;
  /** Characters of excerpt to show; the home page cuts to 120 and 100. */
  excerptLength?: number;
  headingLevel?: 'h2' | 'h3';
}

/**
 * A blog card: image, date, author, title, excerpt and Read more. A draft or scheduled post, which only the dev server
 * and `--drafts`/`--future` builds include, says so in words as its page does: its date alone made it look live.
 */
export function PostCard({ post, excerptLength = 160, headingLevel: Heading = 'h3' }: Props) {
  const href = paths.post(post.slug);
  return (
    <article className="card post-card">
      <PostImage post={post} width={600} />
      <div className="card-body">
        <StatusMark item={post} />
        <p className="post-meta">
          <time dateTime={post.published_at}>{formatDate(post.published_at)}</time>
          {post.author ? (
            <>
              <span aria-hidden="true"> · </span>
              <span>{post.author}</span>
            </>
          ) : null}
        </p>
        <Heading className="card-title" data-slug={post.slug}>
          <a href={href}>{post.title}</a>
        </Heading>
        <p className="card-text">{truncate(post.excerpt, excerptLength)}</p>
        <a className="read-more" href={href}>
          Read more<span className="visually-hidden">: {post.title}</span>
        </a>
      </div>
    </article>
  );
}
