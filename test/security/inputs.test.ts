import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dump } from 'js-yaml';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { editorAction, type LocalContent, PathRefused } from '../../build/editor/editor-actions';
import { writeRules } from '../../build/editor/editor-paths';
import { MAX_NESTING, renderMarkdown } from '../../build/stages/bodies/render-markdown';
import { feedXml } from '../../build/stages/outputs/feed';
import { MAX_ALIASES, parseYaml } from '../../build/stages/read/front-matter';
import { editorConfig } from '../../build/editor/editor-config';
import type { Site } from '../../src/content/site';
import { clinicSite } from '../../templates/clinic-site';
import { ALIAS_BOMB } from './hostile';

/**
 * Hostile input to the build's readers and the editor's writer, each as a probe of the attack it stands for: a
 * file's problem, reported at once, never a hang, a crash without a file's name, or a file half written.
 */

const yaml = suite('hostile YAML');
yaml('should refuse an alias bomb as a problem of its file, quickly, rather than expanding it', () => {
  const started = performance.now();
  const parsed = parseYaml(ALIAS_BOMB);
  // Unbounded, this took minutes; the bound is generous so a loaded machine cannot make it fail.
  assert.ok(performance.now() - started < 1000, `took ${performance.now() - started} ms`);
  assert.is(parsed.value, undefined);
  assert.match(parsed.error?.message ?? '', /invalid YAML: .*alias/i);
});
yaml('should refuse more aliases than the cap, even when each stands for little', () => {
  const many = `a: &a 1\nb: [${Array.from({ length: MAX_ALIASES + 1 }, () => '*a').join(', ')}]`;
  assert.match(parseYaml(many).error?.message ?? '', /invalid YAML/);
  const few = `a: &a 1\nb: [${Array.from({ length: 3 }, () => '*a').join(', ')}]`;
  assert.equal(parseYaml(few).value, { a: 1, b: [1, 1, 1] });
});
yaml.run();

const nesting = suite('deeply nested bodies');
const deep: [string, string][] = [
  ['5,000 quote marks', `${'>'.repeat(5000)} hello`],
  ['5,000 nested divs', `${'<div>'.repeat(5000)}hello`],
  ['5,000 emphasis marks', `${'*'.repeat(5000)}hello${'*'.repeat(5000)}`],
];
for (const [what, body] of deep) {
  nesting(`should make ${what} a problem of the body, with no stack overflow`, () => {
    const rendered = renderMarkdown(body);
    assert.equal(rendered.problems, [
      `the body nests more than ${MAX_NESTING} levels deep (quotes, lists or HTML elements inside each other)`,
    ]);
    assert.is(rendered.html, '');
  });
}
nesting('should render ordinary nesting as before', () => {
  const rendered = renderMarkdown('> quoted\n>\n> > and quoted again\n\n- a\n  - b\n    - c');
  assert.equal(rendered.problems, []);
  assert.match(rendered.html, /<blockquote>[\s\S]*<blockquote>/);
});
nesting.run();

const saves = suite('parallel saves');
let temp = '';
let local: LocalContent;
saves.before(async () => {
  temp = await mkdtemp(path.join(tmpdir(), 'parallel-saves-'));
  await cp('content', path.join(temp, 'content'), { recursive: true });
  const config = editorConfig(clinicSite, { repo: 'o/s', authEndpoint: 'admin/auth', siteUrl: 'https://x.example' });
  local = { contentDir: path.join(temp, 'content'), rules: writeRules(dump(config, { lineWidth: -1, noRefs: true })) };
});
saves.after(() => rm(temp, { recursive: true, force: true }));
saves(
  'should write one of eight saves made at once from one form, whole, refuse the rest as stale, leave no file behind',
  async () => {
    const file = 'content/posts/frozen-shoulder.md';
    const original = await readFile(path.join(temp, file), 'utf8');
    // Each names the file as its form loaded it (see build/editor/save-base.ts).
    const loaded = (await editorAction(local, 'getEntry', { path: file })) as { file: { id: string } };
    const base = { loaded: file, base: loaded.file.id };
    const versions = Array.from({ length: 8 }, (_, i) => `${original}\nSaved version ${i}.\n${'x'.repeat(200_000)}\n`);
    const answers = await Promise.allSettled(
      versions.map((raw) => editorAction(local, 'persistEntry', { entry: { path: file, raw, ...base } })),
    );
    const written = answers.flatMap((answer, i) => (answer.status === 'fulfilled' ? [i] : []));
    assert.equal(written.length, 1, 'one save is written');
    assert.is(await readFile(path.join(temp, file), 'utf8'), versions[written[0] ?? -1]);
    for (const answer of answers.filter((one) => one.status === 'rejected')) {
      assert.instance(answer.reason, PathRefused);
      assert.match((answer.reason as Error).message, /^Not saved: this item was changed somewhere else/);
    }
    const left = (await readdir(path.join(temp, 'content/posts'))).filter((name) => name.endsWith('.tmp'));
    assert.equal(left, []);
  },
);
saves('should write saves of one file made one after another, each from the last one, the last one kept', async () => {
  const file = 'content/posts/frozen-shoulder.md';
  const original = await readFile(path.join(temp, file), 'utf8');
  for (let i = 0; i < 3; i++) {
    const loaded = (await editorAction(local, 'getEntry', { path: file })) as { file: { id: string } };
    const raw = `${original}\nSaved in turn ${i}.\n`;
    await editorAction(local, 'persistEntry', { entry: { path: file, raw, loaded: file, base: loaded.file.id } });
  }
  assert.match(await readFile(path.join(temp, file), 'utf8'), /Saved in turn 2\.\n$/);
});
saves.run();

const feed = suite('feed excerpts');
feed('should carry an excerpt as plain text, so no reader decodes it into markup', () => {
  const excerpt = 'Stretches <img src=x onerror="alert(1)"> for &lt;script&gt; your neck';
  const site = { name: 'Clinic', url: 'https://clinic.example', description: 'Physiotherapy.' } as Site;
  const xml = feedXml(site, [{ path: '/blog/x/', title: 'X', published: '2026-01-01', excerpt }]);
  const description = /<item>.*<description>([^<]*)<\/description>/s.exec(xml);
  // What a reader gets once it decodes the XML: HTML that shows as text, with no tag in it.
  const html = (description?.[1] ?? '').replace(
    /&(lt|gt|amp|quot|apos);/g,
    (_, name: string) => ({ lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" })[name] ?? '',
  );
  assert.not.match(html, /</);
  assert.match(html, /^Stretches\s+for &amp;lt;script&amp;gt; your neck$/);
});
feed.run();
