import { readFileSync } from 'node:fs';
import path from 'node:path';
import { closureOf, type CodeGraph } from '../../../build/reuse/code-graph.mjs';

/** A shelf or maker declared in a module: `export const NAME = defineShelf<…>(import.meta.url, …)`. */
const DECLARATION = /\bconst\s+([A-Z][A-Z0-9_]*)\s*=\s*(defineShelf|defineMaker)\b(<[^>(]*>)?\(\s*([^,)]*)/g;
/**
 * A call that reuses from, keeps on, or keys by a named shelf or maker (the store's own calls, the build's, or a
 * function declared as kept on a shelf).
 */
export const REUSE_CALLS = shelfTakers(
  readFileSync(new URL('../../../build/reuse/stored.ts', import.meta.url), 'utf8'),
);
const USE = new RegExp(`(\\.(?:reuse|keep|swap|key)|\\b(?:${REUSE_CALLS.join('|')}))\\(\\s*([A-Z][A-Z0-9_]*)\\b`, 'g');
/** `import { A, B as C } from './x'`: the names a module imports, by the module they come from. */
/** The functions a module exports whose first parameter is a shelf or a maker: the store's calls, from its source. */
export function shelfTakers(source: string): string[] {
  const taker = /export (?:function (\w+)[^(]*|const (\w+) =\s*(?:<[^>]*>)?\s*)\(\s*(?:shelf|maker):/g;
  return [...source.matchAll(taker)].map(([, fn, arrow]) => (fn ?? arrow)!);
}
const IMPORT = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'(\.[^']+)'/g;

export interface Misplaced {
  file: string;
  shelf: string;
  problem: string;
}

/**
 * Every reuse of a shelf (and every key taken from a maker) whose calling module lies outside the
 * closure of the module that declares it: what the call makes would then run code its key does
 * not hold. Also every declaration that does not take its own module's address.
 */
export function misplacedReuses(graph: CodeGraph, read: (file: string) => string): Misplaced[] {
  const files = Object.keys(graph).filter((file) => file.startsWith('build/'));
  const declaredIn = new Map<string, string>();
  const found: Misplaced[] = [];
  for (const file of files) {
    for (const [, name, , , first] of read(file).matchAll(DECLARATION)) {
      declaredIn.set(`${file}#${name}`, file);
      if (first?.trim() !== 'import.meta.url')
        found.push({ file, shelf: name!, problem: 'its module is not given as import.meta.url' });
    }
  }
  for (const file of files) {
    const text = read(file);
    const imported = new Map<string, string>();
    for (const [, names, from] of text.matchAll(IMPORT)) {
      const target = resolve(graph, file, from!);
      for (const part of names!.split(',')) {
        const [original, local = original] = part
          .replace(/\btype\s+/, '')
          .split(/\s+as\s+/)
          .map((n) => n.trim());
        if (original && target) imported.set(local!, `${target}#${original}`);
      }
    }
    for (const [, , name] of text.matchAll(USE)) {
      const declaration = declaredIn.has(`${file}#${name}`) ? `${file}#${name}` : imported.get(name!);
      const declaring = declaration && declaredIn.get(declaration);
      if (!declaring) found.push({ file, shelf: name!, problem: 'not declared by defineShelf or defineMaker' });
      else if (!closureOf(graph, declaring).files.includes(file))
        found.push({ file, shelf: name!, problem: `${file} is outside the closure of ${declaring}` });
    }
  }
  return found;
}

/** The graph's name for the module `specifier` names from `file`. */
function resolve(graph: CodeGraph, file: string, specifier: string): string | undefined {
  const base = path.posix.join(path.posix.dirname(file), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((candidate) => graph[candidate]);
}
