import type { RasterManifest } from '../../src/content/images';
import type { Post } from '../../src/content/post';
import type { TeamMember } from '../../src/content/team-member';
import type { Problem } from '../problems';

const PHOTO_TYPES = ['jpg', 'jpeg', 'png', 'webp'];

/**
 * A member's portrait: the photo `image` names, or else one named after them in
 * content/images/team/, so a photo replaces the monogram by dropping the file in.
 */
export function withPortrait(member: TeamMember, images: RasterManifest, problems: Problem[]): TeamMember {
  if (member.image) {
    const photo = images[member.image];
    if (!photo) problems.push({ file: `team/${member.slug}.md`, field: 'image', message: `no photo ${member.image} in content/images/` });
    return photo ? { ...member, photo } : member;
  }
  const photo = PHOTO_TYPES.map((type) => images[`/images/team/${member.slug}.${type}`]).find(Boolean);
  return photo ? { ...member, photo } : member;
}

/** A post whose `image_url` names a photo in content/images/ gets its responsive variants; it needs alt text. */
export function withPostPhoto(post: Post, images: RasterManifest, problems: Problem[]): Post {
  const photo = post.image_url ? images[post.image_url] : undefined;
  if (!photo) return post;
  if (!post.image_alt) problems.push({ file: post.file, field: 'image_alt', message: 'a photo needs alt text describing it' });
  return { ...post, photo };
}
