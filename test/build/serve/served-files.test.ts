import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { notShownAhead, onlyRestyled, reloadFor, restyleTo } from '../../../build/serve/served-files';

const reload = suite('reloadFor');

reload('should reload the pages a build changed, by their addresses', () => {
  assert.equal(reloadFor(['blog/knee-pain/index.html', 'index.html', '404.html']), {
    all: false,
    pages: ['/blog/knee-pain/', '/', '/404.html'],
    files: [],
  });
});

reload('should reload nothing for the search index and cards, and only the pages that loaded another file', () => {
  const none = { all: false, pages: [], files: [] };
  assert.equal(reloadFor(['pagefind/pagefind-entry.json', 'images/social/blog.jpg']), none);
  // Each open page reloads if it loaded one of `files`: a feed or a cover nobody shows reloads nothing.
  assert.equal(reloadFor(['blog/knee-pain/index.html', 'assets/site.1a2b3c.css', 'feed.xml']), {
    all: false,
    pages: ['/blog/knee-pain/'],
    files: ['/assets/site.1a2b3c.css', '/feed.xml'],
  });
  assert.equal(reloadFor(['_headers']), { all: true, pages: [], files: [] });
});

const restyled = suite('onlyRestyled');

restyled('should tell a page that differs only by the stylesheet swapped in from one that changed', () => {
  const swap = { from: ['/assets/css/site-aaa.css'], to: '/assets/css/site-bbb.css' };
  const before = '<link rel="stylesheet" href="/assets/css/site-aaa.css"/><h1>Knee pain</h1>';
  assert.ok(onlyRestyled(before, before.replace('site-aaa', 'site-bbb'), swap));
  assert.not.ok(onlyRestyled(before, before.replace('site-aaa', 'site-bbb').replace('Knee', 'Hip'), swap));
  assert.ok(onlyRestyled(new TextEncoder().encode(before), before.replace('site-aaa', 'site-bbb'), swap), 'as bytes');
  assert.not.ok(onlyRestyled(undefined, before, swap), 'a new page');
  assert.not.ok(onlyRestyled(before, null, swap), 'a removed page');
});

restyled('should take a page that links any of the stylesheets swapped in lately as restyled only', () => {
  // A second edit swapped in while the first one's build ran: pages of the old, the first and the second.
  const swap = { from: ['/assets/css/site-aaa.css', '/assets/css/site-bbb.css'], to: '/assets/css/site-ccc.css' };
  const page = (css: string, title = 'Knee pain') =>
    `<link rel="stylesheet" href="/assets/css/site-${css}.css"/>${title}`;
  assert.ok(onlyRestyled(page('aaa'), page('bbb'), swap), "the first edit's build");
  assert.ok(onlyRestyled(page('bbb'), page('ccc'), swap), "the second edit's build");
  assert.ok(onlyRestyled(page('aaa'), page('ccc'), swap), 'one build for both');
  assert.not.ok(onlyRestyled(page('aaa'), page('bbb', 'Hip pain'), swap), 'and something else');
  assert.not.ok(onlyRestyled(page('aaa'), page('ddd'), swap), 'a stylesheet never swapped in');
});

restyled('should swap from every stylesheet a served page may link to the one an edit made', () => {
  const [served, first, second] = ['/css/a.css', '/css/b.css', '/css/c.css'];
  const edited = restyleTo(first, [served], undefined);
  assert.equal(edited, { from: [served], to: first }, 'an edit');
  assert.is(restyleTo(served, [served], undefined), undefined, 'a save that changed nothing');
  // The first edit's build has not written its pages yet: pages served meanwhile link the first stylesheet or the old.
  assert.equal(restyleTo(second, [served, first], edited), { from: [served, first], to: second }, 'a second edit');
  assert.equal(restyleTo(served, [served, first], edited), { from: [first], to: served }, 'the edit undone');
  assert.is(restyleTo(first, [served, first], edited), undefined, 'the same edit saved again');
  assert.is(restyleTo(first, [], undefined), undefined, 'no stylesheet served yet');
});

restyled.run();

reload.run();

const ahead = suite('notShownAhead');

ahead('should leave out only the pages a build wrote exactly as they were shown ahead of it', () => {
  const files = new Map<string, string | Uint8Array>([
    ['blog/knee-pain/index.html', '<p>edited</p>'],
    ['blog/hip/index.html', '<p>shown</p>'],
  ]);
  const shown = new Set(['blog/knee-pain/index.html', 'blog/hip/index.html']);
  const changes: [string, string | Uint8Array | null][] = [
    ['blog/knee-pain/index.html', new TextEncoder().encode('<p>edited</p>')],
    ['blog/hip/index.html', '<p>built otherwise</p>'],
    ['blog/index.html', '<p>list</p>'],
    ['blog/gone/index.html', null],
  ];
  assert.equal(notShownAhead(changes, shown, files), [
    'blog/hip/index.html',
    'blog/index.html',
    'blog/gone/index.html',
  ]);
  assert.equal(notShownAhead(changes, new Set(), files).length, 4, 'nothing shown ahead: every change reloads');
});

ahead.run();
