import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { SITE_ENTRY } from '../../../build/reuse/code-graph.mjs';
import { siteLoader } from '../../../build/serve/site-loader';
import { siteCodeLocation } from '../../../build/code-error';

const loader = suite('siteLoader');
let root = '';
const write = (file: string, text: string) => writeFile(path.join(root, file), text);
/** Every compiled module under `.cache/dev-site/`, in any thread's folder. */
async function compiledModules(): Promise<string[]> {
  const dir = path.join(root, '.cache/dev-site');
  return (await readdir(dir, { recursive: true })).filter((file) => file.endsWith('.mjs'));
}
/** A site of two modules: the definition, and a template whose words change with each save. */
const template = (words: string) =>
  `export const words: string = ${JSON.stringify(words)};\nexport function render(page: { title?: string }) {\n` +
  `  return page.title!.toUpperCase();\n}\n`;

loader.before(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'clinic-site-loader-'));
  await mkdir(path.join(root, 'src'));
  await mkdir(path.join(root, path.dirname(SITE_ENTRY)));
  await write(SITE_ENTRY, "import { render } from '../src/template';\nexport default { name: 'site', render };\n");
  await write('src/template.ts', template('first'));
});
loader.after(() => rm(root, { recursive: true, force: true }));

loader('should keep only the modules the site reaches now, however many saves came before', async () => {
  const sites = siteLoader(root);
  await sites.load();
  assert.is((await compiledModules()).length, 2);
  for (const words of ['second', 'third', 'fourth']) {
    await write('src/template.ts', template(words));
    await sites.load();
  }
  assert.is((await compiledModules()).length, 2, 'each save replaces the edited module and the one importing it');
});

loader('should start afresh from the folders of ended threads, and keep its own beside another live one', async () => {
  const dir = path.join(root, '.cache/dev-site');
  // A process that has ended (no process has pid 2**22 + 1 on Linux), and loose modules of an older layout.
  await mkdir(path.join(dir, `${2 ** 22 + 1}-1`));
  await writeFile(path.join(dir, `${2 ** 22 + 1}-1`, 'old.mjs'), '');
  await writeFile(path.join(dir, 'loose.mjs'), '');
  await siteLoader(root).load();
  assert.is((await compiledModules()).length, 2);
});

loader('should name the line of the source a compiled module threw at', async () => {
  const { site } = await siteLoader(root).load();
  // The test's site is not a site definition: it has only the function its template renders with.
  const render: unknown = Reflect.get(site, 'render');
  if (typeof render !== 'function') throw new Error('the test site has no render function');
  let thrown: unknown;
  try {
    render({});
  } catch (error) {
    thrown = error;
  }
  assert.equal(siteCodeLocation(thrown, root), { file: 'src/template.ts', line: 3, column: 22 });
});

loader('should name the line and column of a syntax error', async () => {
  await write('src/template.ts', 'export const words = ;\n');
  const failed = await siteLoader(root)
    .load()
    .then(
      () => undefined,
      (error: unknown) => error,
    );
  assert.equal(siteCodeLocation(failed, root), { file: 'src/template.ts', line: 1, column: 22 });
});

loader.run();
