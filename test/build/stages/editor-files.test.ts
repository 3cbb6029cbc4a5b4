import { readFileSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type CodeGraph, importGraph } from '../../../build/reuse/code-graph.mjs';
import { codeKeys } from '../../../build/reuse/code-keys';
import { memoryStore } from '../../../build/reuse/memory-store';
import type { ReuseStore } from '../../../build/reuse/store';
import { editorScript } from '../../../build/stages/outputs/editor-files';
import { reuseFor } from '../reuse/fake-code';

const script = suite("the editor's script");
const root = process.cwd();
let graph: CodeGraph;
const store = memoryStore();
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
    const first = await editorScript(root, reuseFor(store, codeKeys(root, graph)));
    const text = await first.script();
    assert.match(text, 'editor-data', 'the admin script, bundled');
    const again = watched(store);
    const second = await editorScript(root, reuseFor(again.store, codeKeys(root, graph)));
    assert.is(second.key, first.key);
    assert.equal(again.seen.asked, ['editor-builds'], 'the script is not read while nothing asks for it');
    assert.is(await second.script(), text);
    assert.equal(again.seen.made, [], 'nothing is bundled again');
    assert.equal(again.seen.exchanged, []);
  },
);

script('should bundle again after an edit to a file the script reads, and not after one to another', async () => {
  const edited = watched(store);
  await editorScript(root, reuseFor(edited.store, keysWithEdit('build/editor/save-words.ts')));
  assert.equal(edited.seen.exchanged, ['editor-builds'], 'bundled again and kept in its place');
  const other = watched(store);
  await editorScript(root, reuseFor(other.store, keysWithEdit('templates/home.tsx')));
  assert.equal(other.seen.exchanged, [], "the home page's template is not part of the script");
  assert.equal(other.seen.made, []);
});

script.run();
