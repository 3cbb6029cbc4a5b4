import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { importCircles } from './import-circles';

/**
 * src/ reads from the bottom up: no module reaches itself again through its imports, and none of them imports
 * templates/, which is built on src/. Types count: a circle of `import type` still leaves a newcomer no module to
 * start reading at. esbuild drops type-only imports, so the build's own import graph cannot see one; this test reads
 * the imports from the source text.
 */

/** `import … from '…'`, `import '…'` and `export … from '…'` at the start of a line, braces across lines. */
const STATIC = /^\s*(?:import|export)\b(?:[^'";]*?\bfrom)?\s*['"]([^'"]+)['"]/gm;
/** `import('…')`: a module loaded later, or a type named in place, is an import all the same. */
const DYNAMIC = /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g;
const SOURCE = /\.(ts|tsx)$/;

const sourceFiles = (root: string, dir: string): string[] =>
  readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));

/** The modules a file imports, values and types, as paths from the root; packages are left out. */
function importsOf(root: string, file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  const specifiers = [...text.matchAll(STATIC), ...text.matchAll(DYNAMIC)].map((match) => match[1]!);
  return specifiers
    .filter((specifier) => specifier.startsWith('.'))
    .flatMap((specifier) => {
      const base = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
      const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
      return candidates.find((candidate) => SOURCE.test(candidate) && existsSync(path.join(root, candidate))) ?? [];
    });
}

/** Each module of `dirs` with the modules it imports. */
function importGraph(root: string, dirs: string[]): Map<string, string[]> {
  return new Map(dirs.flatMap((dir) => sourceFiles(root, dir)).map((file) => [file, importsOf(root, file)]));
}

/** Every circle of the graph, its files walked in order so a circle is named the same way each run. */
const circlesIn = (graph: Map<string, string[]>) =>
  importCircles([...graph.keys()].sort(), (file) => graph.get(file) ?? []);

const imports = suite('the imports of src/');
const graph = importGraph(process.cwd(), ['src', 'templates']);

imports('should read the imports of src/, types included', () => {
  assert.ok(graph.size > 100, `${graph.size} modules`);
  assert.ok(graph.get('src/content/template.ts')?.includes('src/content/site-model.ts'), 'an `import type` counts');
});

imports('should find a circle made only of `import type`, and name its modules', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'clinic-src-imports-'));
  try {
    mkdirSync(path.join(root, 'src'));
    writeFileSync(path.join(root, 'src/a.ts'), "import type { B } from './b';\nexport type A = { b?: B };\n");
    writeFileSync(path.join(root, 'src/b.ts'), "export type {\n  A as B,\n} from './a';\n");
    assert.equal(circlesIn(importGraph(root, ['src'])), ['src/a.ts → src/b.ts → src/a.ts']);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

imports('should have no import circles in src/ or templates/', () => {
  assert.equal(circlesIn(graph), []);
});

imports('should never import templates/ from src/', () => {
  const upward = [...graph].flatMap(([file, imported]) =>
    file.startsWith('src/')
      ? imported.filter((target) => target.startsWith('templates/')).map((target) => `${file} → ${target}`)
      : [],
  );
  assert.equal(upward, []);
});

imports.run();
