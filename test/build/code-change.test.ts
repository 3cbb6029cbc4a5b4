import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { copyOfCode } from '../code-copy';
import { cacheSharingImages } from './shared-cache';

/**
 * A code change under a kept cache, as a developer meets it: a copy of the repository's code,
 * built by `node build/cli.mjs` (compiled, as `npm run build` runs), then a helper that Markdown
 * uses is edited and the copy built again with the same cache. Nothing the edit affects may be
 * served from the cache.
 */
const root = process.cwd();
const temp = await mkdtemp(path.join(tmpdir(), 'clinic-code-change-'));
const copy = path.join(temp, 'repo');
const cacheDir = await cacheSharingImages(path.join(temp, 'cache'));
const build = async () => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['build/cli.mjs', '--content', path.join(copy, 'content'), '--cache-dir', cacheDir],
    { cwd: copy, env: { ...process.env, NODE_ENV: 'production' } },
  );
  return stdout;
};
const feed = () => readFile(path.join(copy, 'dist', 'feed.xml'), 'utf8');

const change = suite('a code change with the cache kept');
change.before(async () => {
  await copyOfCode(copy, root);
  // The shipped content, and a post of its own whose excerpt is derived from a body too long to show whole.
  await cp(path.join(root, 'content'), path.join(copy, 'content'), { recursive: true });
  const team = (await readdir(path.join(root, 'content/team'))).filter((f) => f.endsWith('.md') && !f.startsWith('_'));
  const author = /^name: (.*)$/m.exec(await readFile(path.join(root, 'content/team', team[0]!), 'utf8'))![1]!;
  const plain = await readFile(path.join(root, 'test/fixtures/plain-post.md'), 'utf8');
  const [frontMatter, body] = plain.split(/\n---\n/);
  await writeFile(
    path.join(copy, 'content/posts/zz-long.md'),
    `${frontMatter!.replace(/^author: .*$/m, `author: ${author}`)}\n---\n${body!.trim().repeat(6)}\n`,
  );
});
change.after(() => rm(temp, { recursive: true, force: true }));

change(
  'should render Markdown again when a helper it imports changes, so derived excerpts follow the code',
  async () => {
    await build();
    const before = await feed();
    assert.match(before, '…');
    const text = path.join(copy, 'src', 'lib', 'text.ts');
    await writeFile(
      text,
      (await readFile(text, 'utf8')).replace("const ELLIPSIS = '…';", "const ELLIPSIS = ' [more]';"),
    );
    const output = await build();
    const after = await feed();
    const endings = (xml: string, ending: string) => xml.split(`${ending}</description>`).length - 1;
    // Excerpts written in front matter keep their own "…"; every derived one now ends the new way.
    const derived = endings(after, ' [more]');
    assert.ok(derived > 0, 'no derived excerpt follows the edited helper');
    assert.is(endings(after, '…'), endings(before, '…') - derived);
    assert.match(output, /\d+ changed/);
  },
);

change('should parse front matter again when the YAML parsing code changes, and show it on every page', async () => {
  await build();
  const yaml = path.join(copy, 'build', 'stages', 'read', 'front-matter.ts');
  const parse = 'return { value: frozen(load(text, { schema: CORE_SCHEMA })) };';
  const source = await readFile(yaml, 'utf8');
  assert.match(source, parse, 'the parser this test edits');
  // Every title gains a word: a change no content file makes, so only the code key can notice it.
  const edited = [
    'const value = load(text, { schema: CORE_SCHEMA }) as { title?: unknown };',
    "if (value && typeof value.title === 'string') value.title += ' (revised)';",
    'return { value: frozen(value) };',
  ].join('\n    ');
  await writeFile(yaml, source.replace(parse, edited));
  const output = await build();
  await writeFile(yaml, source);
  const home = await readFile(path.join(copy, 'dist', 'index.html'), 'utf8');
  const article = await readFile(path.join(copy, 'dist', 'blog', 'frozen-shoulder', 'index.html'), 'utf8');
  assert.match(article, /<h1[^>]*>[^<]*\(revised\)<\/h1>/, "the post's own title");
  assert.match(home, ' (revised)</a>', "the footer's featured posts on every page");
  assert.match(output, / \(0 unchanged\)/, 'every page shows a post title in its footer, so none is unchanged');
  await build();
});

change('should reuse everything when nothing changed', async () => {
  // A build of its own first, so that this test does not rest on the one before it.
  await build();
  const before = await feed();
  const output = await build();
  assert.match(output, ' 0 changed, 0 removed');
  assert.is(await feed(), before);
});

change("should name the template's own file and line when it throws while a page renders", async () => {
  const template = path.join(copy, 'templates', 'conditions.tsx');
  const source = await readFile(template, 'utf8');
  const body = '  body: ({ conditions, cta }) => (\n    <>\n';
  assert.match(source, body, 'the markup this test edits');
  const thrown = "{conditions.length > 0 ? (() => { throw new Error('no conditions today'); })() : null}\n";
  await writeFile(template, source.replace(body, `${body}      ${thrown}`));
  const line = source.slice(0, source.indexOf(body)).split('\n').length + 2;
  const failure = await build().then(
    () => null,
    (error: { code: number; stderr: string }) => error,
  );
  await writeFile(template, source);
  assert.is(failure?.code, 1);
  assert.match(failure?.stderr ?? '', `templates/conditions.tsx:${line}:`);
  assert.match(failure?.stderr ?? '', 'no conditions today (while working on /conditions/)');
  assert.match(failure?.stderr ?? '', `> ${line} |`);
  assert.not.match(failure?.stderr ?? '', /BuildBug|\n\s+at /);
});

change.run();
