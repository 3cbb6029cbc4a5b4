import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildPhases, storeFor } from '../../../build/build-site';
import { parseBuildOptions } from '../../../build/options';
import type { Contents } from '../../../build/output-file';
import { memoryStore } from '../../../build/reuse/memory-store';
import type { OutlinedBuild } from '../../../build/build-start';
import { previewFile } from '../../../build/serve/page-preview';
import { memoryTarget } from '../../../build/write/output-target';
import { outputFile } from '../../../src/lib/site-layout';
import { cacheSharingImages } from '../../build/shared-cache';
import { clinicSite } from '../../../templates/clinic-site';

/**
 * The dev server shows a page asked for during its first build from the build's outline, with
 * only that page's own body rendered (page-preview.ts): it must be the very page the build then
 * writes, for every page of the site, or a first look would show something the site does not say.
 */
const test = suite('the first page the dev server shows');

const temp = await mkdtemp(path.join(tmpdir(), 'clinic-first-page-'));
const parsed = parseBuildOptions(
  ['--cache-dir', await cacheSharingImages(path.join(temp, 'cache'))],
  {},
  process.cwd(),
);
const options = { ...parsed, publishing: { drafts: true, future: true, now: Date.now() } };
const text = (contents: Contents | undefined) =>
  typeof contents === 'string' ? contents : new TextDecoder().decode(contents);

test.after(async () => {
  await rm(temp, { recursive: true, force: true });
});

test('should be the page the build writes, for every page, with the files it links to', async () => {
  const files = new Map<string, Contents>();
  let outlined: OutlinedBuild | undefined;
  const store = memoryStore(storeFor(options));
  const phases = buildPhases(clinicSite, options, { store, target: memoryTarget(files) });
  let step = await phases.next();
  for (; !step.done; step = await phases.next()) if (step.value.phase === 'outlined') outlined = step.value.build;
  const result = step.value;
  assert.ok(outlined, 'the build passed its outline');
  assert.ok(result.routes.length > 100);
  for (const route of result.routes) {
    const file = outputFile(route.path);
    const shown = await previewFile(outlined, file);
    assert.ok(shown, `a page for ${file}`);
    const [page, ...linked] = shown;
    assert.equal(page?.[0], file);
    const html = page?.[1];
    assert.ok(text(html) === text(files.get(file)), `${file} differs from the page the build wrote`);
    for (const [other, contents] of linked)
      assert.ok(text(contents) === text(files.get(other)), `${other}, linked from ${file}, differs`);
  }
  assert.is(await previewFile(outlined, 'no-such-page/index.html'), undefined);
});

test.run();
