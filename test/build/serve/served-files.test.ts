import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { reloadFor } from '../../../build/serve/served-files';

const reload = suite('reloadFor');
const quiet = (file: string) => file.startsWith('pagefind/') || file.startsWith('images/social/');

reload('should reload the pages a build changed, by their addresses', () => {
  assert.equal(reloadFor(['blog/knee-pain/index.html', 'index.html', '404.html'], quiet), {
    all: false,
    pages: ['/blog/knee-pain/', '/', '/404.html'],
  });
});

reload('should reload nothing for the search index and cards, and every page for anything else a page loads', () => {
  assert.equal(reloadFor(['pagefind/pagefind-entry.json', 'images/social/blog.jpg'], quiet), { all: false, pages: [] });
  assert.equal(reloadFor(['blog/knee-pain/index.html', 'assets/site.1a2b3c.css'], quiet), { all: true, pages: [] });
  assert.equal(reloadFor(['_headers'], quiet), { all: true, pages: [] });
});

reload.run();
