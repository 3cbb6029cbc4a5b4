import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mulberry32 } from '../seeded-random';
import { newRecall } from '../../build/reuse/recall';
import { NO_MEMO } from '../../src/lib/memo';
import {
  buildRelatedIndex,
  relatedItems,
  relatedLists,
  relatedPosts,
  relatedScore,
  significantWords,
  type RelatablePost,
} from '../../src/lib/related-posts';

const post = (title: string, tags: string[], category: string): RelatablePost => ({ title, tags, category });

const wordsSuite = suite('significantWords');
const wordCases: [string, string[]][] = [
  ['Knee Pain in Runners', ['runners']],
  ['Frozen Shoulder', ['frozen', 'shoulder']],
  ["Women's Health Services", ['women', 'health', 'services']],
  ['Post-Surgery Rehabilitation', ['surgery', 'rehabilitation']],
  ['Running after running', ['running', 'after']],
  ['ACL TEAR or INJURY', ['injury']],
  ['Calf pain: 5 tips', []],
  ['', []],
];
for (const [title, expected] of wordCases) {
  wordsSuite(`should find ${JSON.stringify(expected)} in ${JSON.stringify(title)}`, () => {
    assert.equal(significantWords(title), expected);
  });
}
wordsSuite.run();

const score = suite('relatedScore');
// Hand-worked: 10 per shared tag, 5 for the same category, 2 per shared title word longer than 4 letters.
const scoreCases: [string, RelatablePost, RelatablePost, number][] = [
  [
    'nothing in common',
    post('Frozen Shoulder', ['shoulder'], 'Conditions'),
    post('Marathon Training', ['running'], 'News'),
    0,
  ],
  ['same category only', post('Frozen Shoulder', [], 'Conditions'), post('Tennis Elbow', [], 'Conditions'), 5],
  [
    'one shared tag',
    post('Frozen Shoulder', ['shoulder', 'pain'], 'Conditions'),
    post('Rotator Cuff', ['shoulder'], 'News'),
    10,
  ],
  ['two shared tags', post('A', ['knee', 'running', 'pain'], 'News'), post('B', ['running', 'knee'], 'General'), 20],
  ['one shared long title word', post('Shoulder Pain', [], 'News'), post('Shoulder Exercises', [], 'General'), 2],
  ['a 4-letter title word is not significant', post('Knee Pain', [], 'News'), post('Knee Pain', [], 'General'), 0],
  ['a 5-letter title word is significant', post('Elbow Pain', [], 'News'), post('Elbow Care', [], 'General'), 2],
  ['title words match regardless of case', post('SHOULDER pain', [], 'News'), post('Shoulder Pain', [], 'General'), 2],
  [
    'a word repeated in one title counts once',
    post('Running after running', [], 'News'),
    post('Running shoes', [], 'General'),
    2,
  ],
  ['words split on punctuation', post("Women's Health", [], 'News'), post('Health for Women', [], 'General'), 4],
  ['tags match by slug', post('A', ['Sports Injuries'], 'News'), post('B', ['sports injuries'], 'General'), 10],
  [
    'a tag repeated in one post counts once',
    post('A', ['padel', 'padel'], 'News'),
    post('B', ['padel'], 'General'),
    10,
  ],
  [
    'tag + category + word',
    post('Knee Injuries in Runners', ['physiotherapy', 'knee'], 'Conditions'),
    post('Common Knee Injuries', ['knee'], 'Conditions'),
    17,
  ],
  [
    'everything',
    post('Padel Elbow Injuries', ['padel', 'elbow', 'sports injuries'], 'Sports Injuries'),
    post('Padel Injuries and Elbow Pain', ['padel', 'elbow', 'sports injuries', 'racket'], 'Sports Injuries'),
    30 + 5 + 6,
  ],
];
for (const [why, a, b, expected] of scoreCases) {
  score(`should score ${expected} for ${why}`, () => {
    assert.is(relatedScore(a, b), expected);
  });
  score(`should be symmetric for ${why}`, () => {
    assert.is(relatedScore(b, a), expected);
  });
}
score.run();

const indexSuite = suite('buildRelatedIndex');
indexSuite('should list post indices by tag slug, significant title word and category, in list order', () => {
  const posts = [
    post('Knee Injuries', ['Knee', 'running'], 'Conditions'),
    post('Running Injuries', ['knee'], 'News'),
    post('Yoga', [], 'Conditions'),
  ];
  const index = buildRelatedIndex(posts);
  assert.equal(index.byTag.get('knee'), [0, 1]);
  assert.equal(index.byTag.get('running'), [0]);
  assert.equal(index.byWord.get('injuries'), [0, 1]);
  assert.equal(index.byWord.get('running'), [1]);
  assert.is(index.byWord.has('knee'), false);
  assert.equal(index.byCategory.get('Conditions'), [0, 2]);
  assert.equal(index.byCategory.get('News'), [1]);
});
indexSuite.run();

const related = suite('relatedPosts');
// Scores against post 0: 1 → 5 (category), 2 → 12 (tag + "runners"), 3 → 25 (two tags + category),
// 4 → 0, 5 → 5 (category), 6 → 2 ("runners"), 7 → 5 (category).
const corpus = [
  post('Knee Pain in Runners', ['knee', 'running'], 'Conditions'),
  post('Shoulder Pain', ['shoulder'], 'Conditions'),
  post('Runners Knee Explained', ['knee'], 'Sports Injuries'),
  post('Marathon Tips', ['running', 'knee'], 'Conditions'),
  post('Healthy Eating', [], 'News'),
  post('Yoga Basics', [], 'Conditions'),
  post('Cycling for Runners', [], 'News'),
  post('Pilates', [], 'Conditions'),
];
const corpusIndex = buildRelatedIndex(corpus);
const relatedCases: [string, number, number | undefined, number[]][] = [
  ['should return 4 by default, highest score first, ties in list order', 0, undefined, [3, 2, 1, 5]],
  ['should honour a smaller limit', 0, 2, [3, 2]],
  ['should break a tie at the limit by list order', 0, 3, [3, 2, 1]],
  [
    'should rank category-only posts above a title-word-only post and exclude zero scores and itself',
    0,
    10,
    [3, 2, 1, 5, 7, 6],
  ],
  ['should return nothing for a limit of 0', 0, 0, []],
  // post 4 shares nothing with anyone: no tags, no long title words, only News with post 6
  ['should return only the category match for a loner', 4, undefined, [6]],
];
for (const [name, target, limit, expected] of relatedCases) {
  related(name, () => {
    assert.equal(relatedPosts(corpus, corpusIndex, target, limit), expected);
  });
}
related('should never include the target, even when another post is identical to it', () => {
  const posts = [
    post('Frozen Shoulder', ['shoulder'], 'Conditions'),
    post('Frozen Shoulder', ['shoulder'], 'Conditions'),
  ];
  assert.equal(relatedPosts(posts, buildRelatedIndex(posts), 0), [1]);
  assert.equal(relatedPosts(posts, buildRelatedIndex(posts), 1), [0]);
});
related('should return nothing for a post alone or an index out of range', () => {
  const single = [post('Frozen Shoulder', ['shoulder'], 'Conditions')];
  assert.equal(relatedPosts(single, buildRelatedIndex(single), 0), []);
  assert.equal(relatedPosts(corpus, corpusIndex, 99), []);
  assert.equal(relatedPosts(corpus, corpusIndex, -1), []);
});
related('should prefer an earlier post among equal scores, wherever the scores come from', () => {
  const posts = [
    post('Target', ['a'], 'News'),
    post('X', [], 'News'), // 5 by category
    post('Y', ['a'], 'General'), // 10 by tag
    post('Z', [], 'News'), // 5 by category
    post('W', ['a'], 'General'), // 10 by tag
  ];
  assert.equal(relatedPosts(posts, buildRelatedIndex(posts), 0), [2, 4, 1, 3]);
});

const TAGS = [
  'knee',
  'Knee',
  'shoulder',
  'running',
  'padel',
  'sports injuries',
  'Sports Injuries',
  'pilates',
  'pregnancy',
  'back pain',
  'back-pain',
  'wimbledon',
];
const CATEGORIES = ['Conditions', 'Sports Injuries', 'News', 'General', 'Uncategorized', 'Free Articles'];
const WORDS = [
  'knee',
  'pain',
  'back',
  'neck',
  'Shoulder',
  'shoulder',
  'frozen',
  'runners',
  'injury',
  'injuries',
  'tennis',
  'elbow',
  'padel',
  'women',
  'health',
  'the',
  'and',
  'after',
  'recovery',
  'Marathon',
];

function randomCorpus(seed: number, size: number): RelatablePost[] {
  const random = mulberry32(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  return Array.from({ length: size }, () => ({
    title: Array.from({ length: 1 + Math.floor(random() * 5) }, () => pick(WORDS)).join(random() < 0.3 ? '-' : ' '),
    tags: Array.from({ length: Math.floor(random() * 4) }, () => pick(TAGS)),
    category: pick(CATEGORIES),
  }));
}

function bruteForce(posts: readonly RelatablePost[], target: number, limit: number): number[] {
  const self = posts[target];
  if (!self) return [];
  return posts
    .map((other, i) => ({ i, score: i === target ? 0 : relatedScore(self, other) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, limit)
    .map(({ i }) => i);
}

for (const seed of [1, 2, 3, 42, 1234, 99991, 20251114, 7]) {
  related(`should agree with a brute-force ranking over all pairs (seed ${seed})`, () => {
    const posts = randomCorpus(seed, 60);
    const index = buildRelatedIndex(posts);
    for (let target = 0; target < posts.length; target++) {
      assert.equal(relatedPosts(posts, index, target), bruteForce(posts, target, 4), `target ${target}, default limit`);
      for (const limit of [1, 2, 7, 60]) {
        assert.equal(
          relatedPosts(posts, index, target, limit),
          bruteForce(posts, target, limit),
          `target ${target}, limit ${limit}`,
        );
      }
    }
  });
}
related('should produce corpora where the property is not vacuous', () => {
  const posts = randomCorpus(42, 60);
  const index = buildRelatedIndex(posts);
  const scores = new Set<number>();
  for (let t = 0; t < posts.length; t++)
    for (const i of relatedPosts(posts, index, t, 60)) scores.add(relatedScore(posts[t]!, posts[i]!));
  // the ranking must mix tag, category and title-word scores for the comparison to mean anything
  assert.ok(scores.has(5), 'no category-only pairs');
  assert.ok(
    [...scores].some((s) => s % 5 !== 0),
    'no title-word points',
  );
  assert.ok(
    [...scores].some((s) => s >= 20),
    'no pairs sharing two tags',
  );
});

/** A copy of `posts` with a few posts edited as an author would: a title, tags, a category, or two swapped. */
function edited(posts: RelatablePost[], random: () => number): RelatablePost[] {
  const next = [...posts];
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  for (let edits = 1 + Math.floor(random() * 3); edits > 0; edits--) {
    const i = Math.floor(random() * next.length);
    const post = next[i]!;
    const kind = pick(['title', 'tags', 'category', 'swap', 'same']);
    if (kind === 'swap') {
      const j = Math.floor(random() * next.length);
      [next[i], next[j]] = [next[j]!, post];
    } else {
      next[i] = Object.freeze({
        ...post,
        ...(kind === 'title' ? { title: `${post.title} ${pick(WORDS)}` } : {}),
        ...(kind === 'tags' ? { tags: [pick(TAGS)] } : {}),
        ...(kind === 'category' ? { category: pick(CATEGORIES) } : {}),
      });
    }
  }
  return next;
}

related('relatedLists should redo the lists of posts sharing a category a post left', () => {
  const ids = ['a', 'c', 'd'];
  const a = Object.freeze({ title: 'Running knees', tags: ['knee'], category: 'Conditions' });
  const c = Object.freeze({ title: 'Ankles', tags: ['knee'], category: 'Conditions' });
  const d = Object.freeze({ title: 'Running strength', tags: ['knee'], category: 'Exercise' });
  const idOf = (_: RelatablePost, i: number) => ids[i]!;
  const memo = newRecall();
  assert.equal(
    relatedLists([a, c, d], idOf, memo, 1)[0],
    [1],
    'a tag and the category (15) beat a tag and a word (12)',
  );
  const moved = Object.freeze({ ...c, category: 'Exercise' });
  assert.equal(relatedLists([a, moved, d], idOf, memo, 1)[0], [2], 'a tag alone (10) no longer does');
});

related('relatedLists should give back the very list an edit worked out again to the same posts', () => {
  const ids = ['a', 'b', 'c'];
  const idOf = (_: RelatablePost, i: number) => ids[i]!;
  const a = Object.freeze(post('Knee pain', ['knee'], 'Conditions'));
  const b = Object.freeze(post('Knee strength', ['knee'], 'Exercise'));
  const c = Object.freeze(post('Ankles', ['ankle'], 'Conditions'));
  const memo = newRecall();
  const first = relatedLists([a, b, c], idOf, memo);
  const retitled = Object.freeze({ ...a, title: 'Knee pain again' });
  const second = relatedLists([retitled, b, c], idOf, memo);
  assert.equal(second, first);
  second.forEach((list, i) => assert.is(list, first[i], `list ${i}`));
});

related('relatedLists should work every list out afresh with a memory of its own, or none', () => {
  const ids = ['a', 'b'];
  const idOf = (_: RelatablePost, i: number) => ids[i]!;
  const a = Object.freeze(post('Knee pain', ['knee'], 'Conditions'));
  const b = Object.freeze(post('Knee strength', ['knee'], 'Exercise'));
  const first = relatedLists([a, b], idOf, newRecall());
  assert.equal(relatedLists([a, b], idOf, newRecall()), first);
  assert.is.not(relatedLists([a, b], idOf, newRecall())[0], first[0], 'another builder’s memo shares nothing');
  assert.is.not(relatedLists([a, b], idOf, NO_MEMO)[0], first[0], 'a build alone in its process keeps nothing');
});

related('relatedItems should keep a list of posts while its indices and posts are the very same', () => {
  const [a, b, c] = ['A', 'B', 'C'].map((title) => Object.freeze(post(title, [], 'News'))) as RelatablePost[];
  const lists = [[1, 2], [0], [0, 1]];
  const first = relatedItems([a, b, c], lists);
  assert.equal(first, [[b, c], [a], [a, b]]);
  const again = relatedItems([a, b, c], lists);
  again.forEach((items, i) => assert.is(items, first[i], `list ${i}`));
  const edited = Object.freeze({ ...b! });
  const after = relatedItems([a, edited, c], lists);
  assert.is.not(after[0], first[0], 'a list holding the edited post is new');
  assert.is(after[0]![0], edited);
  assert.is(after[1], first[1], 'a list without it is kept');
});

for (const seed of [5, 17, 2026]) {
  related(`relatedLists should equal a fresh answer after each of many edits (seed ${seed})`, () => {
    const random = mulberry32(seed);
    const ids = new Map<RelatablePost, string>();
    let posts = randomCorpus(seed, 60).map((post, i) => {
      const frozen = Object.freeze(post);
      ids.set(frozen, `post-${i}`);
      return frozen;
    });
    // An edited post keeps its id; a swap moves two.
    const idOf = (post: RelatablePost) => ids.get(post) ?? '';
    const memo = newRecall();
    for (let round = 0; round < 80; round++) {
      const before = posts;
      posts = round === 0 ? posts : edited(posts, random);
      posts.forEach((post, i) => ids.has(post) || ids.set(post, ids.get(before[i]!)!));
      const lists = relatedLists(posts, idOf, memo);
      const index = buildRelatedIndex(posts);
      assert.equal(
        lists,
        posts.map((_, i) => relatedPosts(posts, index, i)),
        `round ${round}`,
      );
    }
  });
}
related.run();
