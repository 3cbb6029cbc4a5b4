import type { Post } from '../content/post';
import { coverPath } from '../lib/site-layout';
import { ResponsivePicture } from '../islands/responsive-picture';

interface Props {
  post: Pick<Post, 'slug' | 'image_url' | 'image_alt' | 'photo'>;
  width: 600 | 800 | 1200;
  priority?: boolean;
}

/** The post's own image, or its generated cover; both reserve their box so nothing shifts. */
export function PostImage({ post, width, priority = false }: Props) {
  if (post.photo) {
    // Cropped to the same 16:9 box as covers by the styles (object-fit), whatever the photo's shape.
    return (
      <ResponsivePicture
        entry={post.photo}
        alt={post.image_alt ?? ''}
        className="post-image"
        sizes={`(min-width: ${width + 48}px) ${width}px, 100vw`}
        priority={priority}
      />
    );
  }
  const src = post.image_url ?? coverPath(post.slug);
  const height = Math.round((width * 9) / 16);
  return (
    <img
      className="post-image"
      src={src}
      alt={post.image_url ? (post.image_alt ?? '') : ''}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
