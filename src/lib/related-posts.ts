import { slugify } from './slug';

export interface RelatablePost {
  title: string;
  tags: readonly string[];
  category: string;
}

const TAG_POINTS = 10;
const CATEGORY_POINTS = 5;
const TITLE_WORD_POINTS = 2;

/** Title words longer than four letters, lowercased and de-duplicated. */
export function significantWords(title: string): string[] {
  const words = title.toLowerCase().match(/[a-z\u00c0-\u024f]+/g) ?? [];
  return [...new Set(words.filter((word) => word.length > 4))];
}

const tagKeys = (post: RelatablePost) => [...new Set(post.tags.map(slugify))];

/** The spec's pairwise score; the index below must agree with it. */
export function relatedScore(a: RelatablePost, b: RelatablePost): number {
  const bTags = new Set(tagKeys(b));
  const bWords = new Set(significantWords(b.title));
  const sharedTags = tagKeys(a).filter((tag) => bTags.has(tag)).length;
  const sharedWords = significantWords(a.title).filter((word) => bWords.has(word)).length;
  const sameCategory = a.category === b.category ? CATEGORY_POINTS : 0;
  return sharedTags * TAG_POINTS + sameCategory + sharedWords * TITLE_WORD_POINTS;
}

export interface RelatedIndex {
  byTag: Map<string, number[]>;
  byWord: Map<string, number[]>;
  byCategory: Map<string, number[]>;
}

function push(map: Map<string, number[]>, key: string, value: number): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Inverted indexes over posts; posts should be ordered by preference for ties (newest first). */
export function buildRelatedIndex(posts: readonly RelatablePost[]): RelatedIndex {
  const index: RelatedIndex = { byTag: new Map(), byWord: new Map(), byCategory: new Map() };
  posts.forEach((post, i) => {
    for (const tag of tagKeys(post)) push(index.byTag, tag, i);
    for (const word of significantWords(post.title)) push(index.byWord, word, i);
    push(index.byCategory, post.category, i);
  });
  return index;
}

/**
 * Indices of the posts most related to posts[target]: highest score first, ties in
 * list order, zero scores excluded. Only posts sharing a tag or title word are
 * scored one by one; posts sharing just the category all score the same five
 * points, so they are taken in list order only while places remain.
 */
export function relatedPosts(
  posts: readonly RelatablePost[],
  index: RelatedIndex,
  target: number,
  limit = 4,
): number[] {
  const post = posts[target];
  if (!post) return [];
  const scores = new Map<number, number>();
  const add = (i: number, points: number) => {
    if (i !== target) scores.set(i, (scores.get(i) ?? 0) + points);
  };
  for (const tag of tagKeys(post)) for (const i of index.byTag.get(tag) ?? []) add(i, TAG_POINTS);
  for (const word of significantWords(post.title)) for (const i of index.byWord.get(word) ?? []) add(i, TITLE_WORD_POINTS);
  for (const i of scores.keys()) if (posts[i]?.category === post.category) add(i, CATEGORY_POINTS);

  const scored = [...scores].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  const above = scored.filter(([, score]) => score > CATEGORY_POINTS).map(([i]) => i);
  const below = scored.filter(([, score]) => score < CATEGORY_POINTS).map(([i]) => i);
  const categoryOnly: number[] = [];
  for (const i of index.byCategory.get(post.category) ?? []) {
    if (above.length + categoryOnly.length >= limit) break;
    if (i !== target && !scores.has(i)) categoryOnly.push(i);
  }
  return [...above, ...categoryOnly, ...below].slice(0, limit);
}
