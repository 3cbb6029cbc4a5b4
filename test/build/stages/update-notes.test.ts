import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { formatProblem } from '../../../build/problems';
import { checkUpdateNotes } from '../../../build/stages/checks/update-notes';
import { clinicSite } from '../../../templates/clinic-site';

type Post = { file: string; slug: string; published_at: string; updated_at?: string; update_note?: string };

const post = (slug: string, published: string, note?: string): Post => ({
  file: `posts/${slug}.md`,
  slug,
  published_at: `${published}T09:00:00+00:00`,
  ...(note ? { updated_at: '2026-11-27T09:00:00+00:00', update_note: note } : {}),
});

const check = (posts: Post[], links: Record<string, string[]> = {}) =>
  checkUpdateNotes(
    { posts },
    Object.entries(links).map(([slug, to]) => ({ file: `posts/${slug}.md`, links: to })),
    clinicSite,
  ).map(formatProblem);

const notes = suite('checkUpdateNotes');

notes('should let a sentence stand in the notes of up to three posts', () => {
  const shared = 'Urgent-care advice is clearer.';
  const posts = ['a', 'b', 'c'].map((slug) => post(slug, '2020-01-01', `${shared} The ${slug} exercises are new.`));
  assert.equal(check(posts), []);
});

notes('should refuse a sentence in the notes of four posts, in each, whatever its case or stop', () => {
  const posts = ['a', 'b', 'c', 'd'].map((slug, i) =>
    post(
      slug,
      '2020-01-01',
      i === 3 ? 'urgent-care advice is clearer! Doses added.' : 'Urgent-care advice is clearer.',
    ),
  );
  const problems = check(posts);
  assert.is(problems.length, 4);
  assert.is(
    problems[0],
    'posts/a.md: update_note: "Urgent-care advice is clearer." is in the notes of 4 posts (more than 3): say what ' +
      "this revision changed for this post's reader",
  );
  assert.ok(problems[3]?.startsWith('posts/d.md: update_note:'));
});

notes('should refuse a link to a later post unless the note says so', () => {
  const posts = [post('old', '2015-01-01', 'Exercise doses are added.'), post('new', '2020-01-01')];
  assert.equal(check(posts, { old: ['/blog/new/'] }), [
    'posts/old.md: update_note: links to /blog/new/ (posts/new.md, published 1 January 2020), which is later than ' +
      'this post: say in the note that the revision added links to later articles',
  ]);
  const owned = [post('old', '2015-01-01', 'It now links to our later article on calf pain.'), posts[1]!];
  assert.equal(check(owned, { old: ['/blog/new/#top'] }), []);
});

notes('should leave links to earlier posts, and posts without an update, to the chronology check', () => {
  const posts = [post('old', '2015-01-01'), post('new', '2020-01-01', 'Doses are added.')];
  assert.equal(check(posts, { new: ['/blog/old/'], old: ['/blog/new/'] }), []);
});

notes.run();
