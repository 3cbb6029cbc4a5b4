import { readFileSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type CodeGraph, importGraph } from '../../../build/reuse/code-graph.mjs';
import { codeKeys } from '../../../build/reuse/code-keys';
import { memoryStore } from '../../../build/reuse/memory-store';
import type { ReuseStore } from '../../../build/reuse/store';
import { startBodies } from '../../../build/stages/bodies/render-bodies';
import { attachBodies } from '../../../build/stages/attach/attach-bodies';
import { outlineSite } from '../../../build/stages/outline/outline-site';
import { editorOutputs } from '../../../build/editor/editor-files';
import { editorScript } from '../../../build/editor/editor-script';
import { validateContent } from '../../../build/stages/read/validate-content';
import type { SiteModel, SiteOutline } from '../../../src/content/site-model';
import { clinicSite } from '../../../templates/clinic-site';
import { EDITOR_LINKS } from '../../../src/lib/site-layout';
import { reuseFor } from '../reuse/fake-code';
import { smallSite } from '../stages/small-site';
import { withStore } from '../../../build/reuse/memory';

const script = suite("the editor's script");
const root = process.cwd();
let graph: CodeGraph;
const store = memoryStore();
/** The site's part of the script, which the bundle is started with. */
const siteModule = clinicSite.editor?.script ?? '';
script.before(async () => {
  graph = await importGraph(root);
});

/** The store, with the shelves one build read from or made for (`asked`), made for, and replaced a fact on. */
function watched(under: ReuseStore) {
  const seen = { asked: [] as string[], made: [] as string[], exchanged: [] as string[] };
  const watching: ReuseStore = {
    reuse: (shelf, key, make) => (
      seen.asked.push(shelf.name), under.reuse(shelf, key, () => (seen.made.push(shelf.name), make()))
    ),
    ensure: (shelf, key, make) => under.ensure(shelf, key, make),
    exchange: (shelf, key, value) => (seen.exchanged.push(shelf.name), under.exchange(shelf, key, value)),
    save: () => under.save(),
  };
  return { seen, store: watching };
}

/** Code keys that see `file` with a line added, as they would after an edit, and every other file as it is. */
const keysWithEdit = (file: string) =>
  codeKeys(root, graph, (read) => readFileSync(path.join(root, read), 'utf8') + (read === file ? '\n// edited\n' : ''));

script(
  'should bundle once, then find its key without reading the script, which is read only to be written',
  async () => {
    const firstStore = reuseFor(store, codeKeys(root, graph));
    const first = await withStore(firstStore, () => editorScript(root, siteModule));
    const text = await withStore(firstStore, () => first.script());
    assert.match(text, 'editor-data', 'the admin script, bundled');
    const again = watched(store);
    const secondStore = reuseFor(again.store, codeKeys(root, graph));
    const second = await withStore(secondStore, () => editorScript(root, siteModule));
    assert.is(second.key, first.key);
    assert.equal(again.seen.asked, ['editor-builds'], 'the script is not read while nothing asks for it');
    assert.is(await withStore(secondStore, () => second.script()), text);
    assert.equal(again.seen.made, [], 'nothing is bundled again');
    assert.equal(again.seen.exchanged, []);
  },
);

script('should bundle again after an edit to a file the script reads, and not after one to another', async () => {
  // The engine's own file, the site's module it is started with, and a template a preview draws with.
  for (const file of ['build/editor/save-words.ts', siteModule, 'templates/post.tsx']) {
    await withStore(reuseFor(store, codeKeys(root, graph)), () => editorScript(root, siteModule));
    const edited = watched(store);
    await withStore(reuseFor(edited.store, keysWithEdit(file)), () => editorScript(root, siteModule));
    assert.equal(edited.seen.exchanged, ['editor-builds'], `bundled again after an edit to ${file}`);
    // The bundle made after the edit is keyed as its check reads the edited file: the next build keeps it.
    const next = watched(store);
    await withStore(reuseFor(next.store, keysWithEdit(file)), () => editorScript(root, siteModule));
    assert.equal([next.seen.made, next.seen.exchanged], [[], []], `kept by the build after the edit to ${file}`);
  }
  await withStore(reuseFor(store, codeKeys(root, graph)), () => editorScript(root, siteModule));
  const other = watched(store);
  await withStore(reuseFor(other.store, keysWithEdit('templates/search.tsx')), () => editorScript(root, siteModule));
  assert.equal(other.seen.exchanged, [], "the search page's template is not part of the script");
  assert.equal(other.seen.made, []);
});

script.run();

const links = suite("the editor's map of links");
const content = validateContent(smallSite(), {}, clinicSite).value;
const bodies = (await withStore(reuseFor(), () => startBodies(0).render(content, clinicSite))).value.bodies;
const model: SiteModel = attachBodies(outlineSite(content, clinicSite).value as SiteOutline, bodies, {}, clinicSite);
/** The key of each of the editor's files made from `site`, but its script's. */
const keysOf = (site: SiteModel) =>
  new Map(
    withStore(reuseFor(store), () =>
      editorOutputs({ model: site, css: '/assets/css/site.css', root, site: clinicSite }),
    )
      .filter((output) => output.key !== undefined && !output.file.startsWith('admin/decap'))
      .map((output) => [output.file, output.key]),
  );
const linksFile = EDITOR_LINKS.slice(1);
const [post] = model.posts;

links('should key the map by each body, and by nothing its facts do not hold', () => {
  const before = keysOf(model);
  assert.ok(before.has(linksFile), 'the map is keyed');
  const copied = { ...model, posts: model.posts.map((item) => Object.freeze({ ...item })) };
  assert.is(keysOf(copied).get(linksFile), before.get(linksFile), 'the same bodies in other objects');
  const linked = { ...post!, html: `${post!.html}<p><a href="/contact/">Contact us</a></p>` };
  const withLink = { ...model, posts: model.posts.map((item) => (item === post ? Object.freeze(linked) : item)) };
  assert.is.not(keysOf(withLink).get(linksFile), before.get(linksFile), 'a link added to a body');
  const renamed = keysOf({ ...model, site: { ...model.site, name: 'Other Physio' } });
  assert.is(renamed.get(linksFile), before.get(linksFile), 'the site name is no link');
  assert.is.not(renamed.get('admin/index.html'), before.get('admin/index.html'), 'but the page shows it');
});

links.run();
