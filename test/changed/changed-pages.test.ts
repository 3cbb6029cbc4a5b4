import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { changedPages } from './changed-pages';

const pages = suite('the pages a build changed');

pages('should give the site path of each page that is new or differs, and none that is the same', () => {
  const before = new Map([
    ['index.html', 'a'],
    ['blog/knee-pain/index.html', 'b'],
    ['blog/index.html', 'c'],
  ]);
  const after = new Map([
    ['index.html', 'a'],
    ['blog/knee-pain/index.html', 'B'],
    ['blog/index.html', 'c'],
    ['blog/hip-pain/index.html', 'd'],
    ['404.html', 'e'],
  ]);
  assert.equal(changedPages(before, after), ['/blog/knee-pain/', '/blog/hip-pain/', '/404.html']);
});

pages('should say every page is new when there was no earlier build, and none when nothing changed', () => {
  const built = new Map([['index.html', 'a']]);
  assert.is(changedPages(new Map(), built), undefined);
  assert.equal(changedPages(built, new Map(built)), []);
});

pages.run();
