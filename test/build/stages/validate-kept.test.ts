import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { RawContent } from '../../../build/model';
import { BUILD_ENTRIES, closureOf, importGraph } from '../../../build/reuse/code-graph.mjs';
import { type CodeKeys, codeKeys } from '../../../build/reuse/code-keys';
import { memoryStore } from '../../../build/reuse/memory-store';
import type { ReuseStore } from '../../../build/reuse/store';
import { validateContent, validateKept } from '../../../build/stages/read/validate-content';

import { clinicSite } from '../../../templates/clinic-site';
import { post, smallSite } from './small-site';
import { withStore } from '../../../build/reuse/memory';
import { reuseFor } from '../reuse/fake-code';

const root = process.cwd();
const graph = await importGraph(root, [...BUILD_ENTRIES, 'templates/clinic-site.ts']);
const original = (file: string) => readFileSync(path.join(root, file));
/** The code keys with `edited` changed by a comment, as a saved edit would change it. */
const editedCode = (edited: string) =>
  codeKeys(root, graph, (file) =>
    file === edited ? Buffer.concat([original(file), Buffer.from('\n// edited\n')]) : original(file),
  );

/** A store that counts the checks it had to make. */
function countingStore() {
  const inner = memoryStore();
  const counted = { made: 0 };
  const store: ReuseStore = {
    ...inner,
    reuse: (shelf, key, make) => inner.reuse(shelf, key, () => (counted.made++, make())),
  };
  return { store, counted };
}

const bad = post('bad-date', '2025-01-01T09:00:00+00:00', { published: 'yes' });
const id = '00000000-0000-4000-8000-000000000999';
const site = (title = 'Knees') =>
  smallSite({ posts: [post('knees', '2025-01-01T09:00:00+00:00', { id, title }), bad] });
const fileCount = (raw: RawContent) =>
  Object.values(raw.data).filter((entry) => entry?.value !== undefined).length +
  Object.values(raw.collections)
    .flat()
    .filter((entry) => entry.data !== undefined).length;

const kept = suite('validateKept');
const run = (raw: RawContent, store: ReuseStore, code: CodeKeys = codeKeys(root, graph), env = {}) =>
  withStore(reuseFor(store, code), () => validateKept(raw, env, clinicSite));

kept('should check each file once, and give from the store what checking would give', async () => {
  const { store, counted } = countingStore();
  const raw = site();
  const first = await run(raw, store);
  assert.is(counted.made, fileCount(raw), 'every file checked on the first build');
  const second = await run(raw, store);
  assert.is(counted.made, fileCount(raw), 'no file checked again');
  const checked = validateContent(raw, {}, clinicSite);
  assert.equal(second, checked);
  assert.equal(first, checked);
  assert.ok(
    second.problems.some((problem) => problem.file === 'posts/bad-date.md'),
    "a kept check keeps its file's problems",
  );
  assert.ok(Object.isFrozen(second.value.entries.posts?.[0]?.data), 'kept values are frozen, as checked ones are');
});

kept('should find a check again when the values are read back from disk, as the next build reads them', async () => {
  const { store, counted } = countingStore();
  const raw = site();
  await run(raw, store);
  const before = counted.made;
  // v8 may hold the same text another way once read back: a key must depend on the value alone.
  await run(deserialize(serialize(raw)) as RawContent, store);
  assert.is(counted.made, before);
});

kept('should check again a file whose value changed, and no other', async () => {
  const { store, counted } = countingStore();
  await run(site(), store);
  const before = counted.made;
  const edited = await run(site('Hips'), store);
  assert.is(counted.made, before + 1);
  assert.is(edited.value.entries.posts?.[0]?.data.title, 'Hips');
});

kept('should tell apart values that JSON writes alike: .inf and null', async () => {
  const { store } = countingStore();
  const withTag = (tag: unknown) =>
    smallSite({ posts: [post('knees', '2025-01-01T09:00:00+00:00', { id, tags: [tag] })] });
  const messages = async (tag: unknown) =>
    (await run(withTag(tag), store)).problems.filter((problem) => problem.field.startsWith('tags'));
  const [infinite, empty] = [await messages(Number.POSITIVE_INFINITY), await messages(null)];
  assert.ok(infinite.length > 0 && empty.length > 0);
  assert.is.not(infinite[0]?.message, empty[0]?.message);
});

kept('should check again a data file whose environment settings changed', async () => {
  const { store, counted } = countingStore();
  await run(site(), store);
  const before = counted.made;
  const staged = await run(site(), store, codeKeys(root, graph), { SITE_URL: 'https://staging.example' });
  assert.is(counted.made, before + 1, 'site.yaml alone');
  assert.is((staged.value.data.site as { url: string }).url, 'https://staging.example');
});

kept('should check every file again after an edit to a schema or to this stage, and none after another', async () => {
  const reach = new Set(
    ['build/stages/read/validate-content.ts', 'src/content/collections.ts', 'src/content/data-files.ts'].flatMap(
      (module) => closureOf(graph, module).files,
    ),
  );
  const outside = Object.keys(graph).find((file) => file.startsWith('templates/') && !reach.has(file));
  assert.ok(outside, 'a template outside the checks’ code');
  for (const [edited, again] of [
    ['src/content/post.ts', true],
    ['src/content/data-files.ts', true],
    ['build/stages/read/validate-content.ts', true],
    [outside, false],
  ] as const) {
    const { store, counted } = countingStore();
    const raw = site();
    await run(raw, store);
    await run(raw, store, editedCode(edited));
    assert.is(counted.made, fileCount(raw) * (again ? 2 : 1), edited);
  }
});

kept.run();
