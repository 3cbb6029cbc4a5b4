import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';

/**
 * Every file or folder the README and docs/ name exists, so the docs point where things are: a link's target, and a
 * path written as code (`build/serve/dev.ts`, `content/posts/`) under one of the repository's own folders. Not files
 * to find: the built site's paths (`dist/…`, `.cache/…`) and a link to a page of the site (`/blog/`), placeholders
 * (`<slug>`, `…`) and globs, a folder content goes into (its parent exists), and a line that names a file to add
 * ("(new)").
 */
const TOP = [
  'build',
  'src',
  'content',
  'templates',
  'public',
  'test',
  'docs',
  'functions',
  'vendor',
  '.ci',
  '.github',
  '.vscode',
];
const DOCS = [
  'README.md',
  ...readdirSync('docs')
    .filter((file) => file.endsWith('.md'))
    .map((file) => `docs/${file}`),
];

/** The repository paths a Markdown file names, each with the line it is on. */
export function namedPaths(file: string, text: string): { line: number; target: string }[] {
  const found: { line: number; target: string }[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.includes('(new')) return;
    // A link written as code is an example of one, not a link.
    for (const [, link = ''] of line.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^(https?:|mailto:|tel:|#|\/)/.test(link)) continue;
      const target = path.normalize(path.join(path.dirname(file), decodeURI(link.split('#')[0] ?? '')));
      if (target !== '.') found.push({ line: index + 1, target });
    }
    for (const [, code = ''] of line.matchAll(/`([^`\s]+)`/g)) {
      const clean = code.replace(/[:,.]$/, '');
      const top = clean.split('/')[0] ?? '';
      if (!clean.includes('/') || !TOP.includes(top) || /[<>*…{}$]|\.\.\.|\[/.test(clean)) continue;
      found.push({ line: index + 1, target: path.normalize(clean) });
    }
  });
  return found;
}

const docs = suite('the docs');
docs('should name only files and folders that exist', () => {
  const missing = DOCS.flatMap((file) =>
    namedPaths(file, readFileSync(file, 'utf8'))
      .filter(({ target }) => !existsSync(target) && !(target.endsWith('/') && existsSync(path.dirname(target))))
      .map(({ line, target }) => `${file}:${line}: ${target}`),
  );
  assert.equal(missing, []);
});
docs('should find a stale path, in a link and in code', () => {
  const text =
    'See [the stage](../build/stages/no-such-stage.ts) and `build/no-such-module.ts`, not `dist/x.html` or `[a](b)`.';
  assert.equal(
    namedPaths('docs/x.md', text).map(({ target }) => target),
    ['build/stages/no-such-stage.ts', 'build/no-such-module.ts'],
  );
});
docs.run();
