import type { Memo } from './memo';
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

/**
 * A post's tag slugs and title words, worked out once per frozen post: a build that outlines the
 * site again after one post changed (the dev server) finds the others' here. A frozen post's never
 * change, and an entry goes with its post.
 */
const features = new WeakMap<RelatablePost, { tags: string[]; words: string[] }>();
function featuresOf(post: RelatablePost): { tags: string[]; words: string[] } {
  let found = features.get(post);
  if (!found) {
    found = { tags: tagKeys(post), words: significantWords(post.title) };
    if (Object.isFrozen(post)) features.set(post, found);
  }
  return found;
}

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
  /** A score per post, all zero between calls: thousands of posts that share a common tag are counted without a map. */
  scores: Int32Array;
}

function push(map: Map<string, number[]>, key: string, value: number): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Inverted indexes over posts; posts should be ordered by preference for ties (newest first). */
export function buildRelatedIndex(posts: readonly RelatablePost[]): RelatedIndex {
  const index: RelatedIndex = {
    byTag: new Map(),
    byWord: new Map(),
    byCategory: new Map(),
    scores: new Int32Array(posts.length),
  };
  posts.forEach((post, i) => {
    const { tags, words } = featuresOf(post);
    for (const tag of tags) push(index.byTag, tag, i);
    for (const word of words) push(index.byWord, word, i);
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
  const { scores } = index;
  const touched: number[] = [];
  const add = (i: number, points: number) => {
    if (i === target) return;
    if (scores[i] === 0) touched.push(i);
    scores[i]! += points;
  };
  const { tags, words } = featuresOf(post);
  for (const tag of tags) for (const i of index.byTag.get(tag) ?? []) add(i, TAG_POINTS);
  for (const word of words) for (const i of index.byWord.get(word) ?? []) add(i, TITLE_WORD_POINTS);
  for (const i of touched) if (posts[i]?.category === post.category) scores[i]! += CATEGORY_POINTS;

  const above = best(
    touched.filter((i) => scores[i]! > CATEGORY_POINTS),
    scores,
    limit,
  );
  const below = best(
    touched.filter((i) => scores[i]! < CATEGORY_POINTS),
    scores,
    limit,
  );
  const categoryOnly: number[] = [];
  for (const i of index.byCategory.get(post.category) ?? []) {
    if (above.length + categoryOnly.length >= limit) break;
    if (i !== target && scores[i] === 0) categoryOnly.push(i);
  }
  for (const i of touched) scores[i] = 0;
  return [...above, ...categoryOnly, ...below].slice(0, limit);
}

/** The `limit` best of `candidates`, highest score first and ties in list order, without sorting them all. */
function best(candidates: number[], scores: Int32Array, limit: number): number[] {
  const kept: number[] = [];
  for (const i of candidates) {
    let at = kept.length;
    while (
      at > 0 &&
      (scores[kept[at - 1]!]! < scores[i]! || (scores[kept[at - 1]!] === scores[i] && kept[at - 1]! > i))
    )
      at--;
    if (at >= limit) continue;
    kept.splice(at, 0, i);
    if (kept.length > limit) kept.pop();
  }
  return kept;
}

/** The last lists `relatedLists` gave, with what they were worked out from. */
interface RelatedAnswer {
  limit: number;
  ids: string[];
  posts: readonly RelatablePost[];
  index: RelatedIndex;
  lists: number[][];
}

/**
 * Every post's related posts (indices, best first), as `relatedPosts` gives them one by one. The
 * last answer is kept in `memo`: when the same posts come again in the same order (by `idOf`), only the
 * lists an edit can reach are worked out again. A pair's score changes only through a tag, title
 * word or category that a changed post gained or lost, so the lists of the posts holding such a
 * key, before or after, and the changed posts' own, are the only ones to redo; a post that moved
 * puts every list in question. A unit test compares the answer with a fresh one after random edits.
 */
export function relatedLists<P extends RelatablePost>(
  posts: readonly P[],
  idOf: (post: P, i: number) => string,
  memo: Memo,
  limit = 4,
): number[][] {
  const ids = posts.map(idOf);
  const index = buildRelatedIndex(posts);
  const last = memo.last<RelatedAnswer>('related lists');
  const affected = last?.limit === limit && sameOrder(last.ids, ids) ? reachedByChanges(last, posts, index) : undefined;
  const lists = posts.map((_, i) => {
    if (affected && !affected.has(i)) return last!.lists[i]!;
    const list = relatedPosts(posts, index, i, limit);
    // A list worked out again to the same posts is the very list it was, so what shows it can tell.
    const before = affected && last!.lists[i]!;
    return before && sameOrder(before, list) ? before : list;
  });
  memo.remember('related lists', { limit, ids, posts, index, lists });
  return lists;
}

/** Each list of indices as posts; an entry goes with its list, which goes with the answer that holds it. */
const postLists = new WeakMap<number[], readonly unknown[]>();

/**
 * Each list of indices as the posts they point at: the very array given last time for the same list of
 * indices while it points at the very same posts, so a page showing an untouched list keeps its key unselected.
 */
export function relatedItems<P>(posts: readonly P[], lists: number[][]): P[][] {
  return lists.map((list) => {
    const kept = postLists.get(list) as P[] | undefined;
    if (kept && list.every((j, k) => kept[k] === posts[j])) return kept;
    const items = list.map((j) => posts[j]!);
    postLists.set(list, items);
    return items;
  });
}

const sameOrder = <T>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/** The posts whose lists changes can reach: the changed posts, and every holder of a key one gained or lost. */
function reachedByChanges(last: RelatedAnswer, posts: readonly RelatablePost[], index: RelatedIndex): Set<number> {
  const reached = new Set<number>();
  const holders = (key: string, by: 'byTag' | 'byWord' | 'byCategory') => {
    for (const i of last.index[by].get(key) ?? []) reached.add(i);
    for (const i of index[by].get(key) ?? []) reached.add(i);
  };
  posts.forEach((post, i) => {
    const before = last.posts[i]!;
    if (post === before) return;
    reached.add(i);
    const [was, now] = [featuresOf(before), featuresOf(post)];
    for (const tag of symmetricDifference(was.tags, now.tags)) holders(tag, 'byTag');
    for (const word of symmetricDifference(was.words, now.words)) holders(word, 'byWord');
    if (before.category !== post.category) {
      holders(before.category, 'byCategory');
      holders(post.category, 'byCategory');
    }
  });
  return reached;
}

function symmetricDifference(a: string[], b: string[]): string[] {
  const [inA, inB] = [new Set(a), new Set(b)];
  return [...a.filter((key) => !inB.has(key)), ...b.filter((key) => !inA.has(key))];
}
