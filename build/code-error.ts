import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BuildBug } from './problems';

/** A place in the site's code, its file from the root; line and column count from 1. */
export interface CodeLocation {
  file: string;
  line: number;
  column: number;
}

/** esbuild's and lightningcss's compile errors, which say where the code failed to parse. */
interface CompileFailure {
  errors?: { text: string; location?: { file: string; line: number; column: number } | null }[];
  fileName?: string;
  loc?: { line: number; column: number };
}

/** A stack frame's file, line and column: `at f (/a/b.mjs:3:9)`, `at file:///a/b.mjs:3:9`. */
const FRAME = /\(?((?:file:\/\/)?\/[^():\s]+):(\d+):(\d+)\)?$/;
/** esbuild's "Transform failed" message: `/root/templates/x.tsx:3:9: ERROR: Expected ";" but found "x"`. */
const COMPILE_MESSAGE = /^(\S+):(\d+):(\d+): ERROR: /m;
const INLINE_MAP = /\/\/# sourceMappingURL=data:application\/json;base64,([A-Za-z0-9+/=]+)\s*$/;

/** The source map of a compiled module, inline or in the `.map` file beside it; none when it has neither. */
function sourceMapOf(file: string): { map: SourceMap; base: string } | undefined {
  try {
    const text = readFileSync(file, 'utf8');
    const inline = INLINE_MAP.exec(text)?.[1];
    const payload = inline ? Buffer.from(inline, 'base64').toString('utf8') : readFileSync(`${file}.map`, 'utf8');
    const parsed = JSON.parse(payload) as { sourceRoot?: string };
    const base = new URL(parsed.sourceRoot ?? '', pathToFileURL(file)).href;
    return { map: new SourceMap(parsed as ConstructorParameters<typeof SourceMap>[0]), base };
  } catch {
    return undefined;
  }
}

/** A frame as its source has it: through the compiled module's source map, when it has one. */
function original(file: string, line: number, column: number): CodeLocation {
  const mapped = sourceMapOf(file);
  const entry = mapped?.map.findEntry(line - 1, column - 1);
  if (!mapped || !entry || !('originalSource' in entry)) return { file, line, column };
  const source = fileURLToPath(new URL(entry.originalSource, mapped.base));
  return { file: source, line: entry.originalLine + 1, column: entry.originalColumn + 1 };
}

/** The site's own code, from the root: not the pipeline, nor a package, nor a compiled copy. */
const isSiteCode = (file: string) =>
  !file.startsWith('..') && !/^(?:build|node_modules|\.cache)\//.test(file) && !path.isAbsolute(file);

/**
 * Where an error happened in the site's code (a template, a component, a schema, the stylesheet): the place a
 * compiler could not parse, or the innermost frame of its stack that is the site's, read through source maps (the
 * build's compiled bundle and the dev server's compiled modules keep them). None when the site's code has no part.
 */
export function siteCodeLocation(error: unknown, root: string): CodeLocation | undefined {
  const cause = error instanceof BuildBug ? error.cause : error;
  const relative = (file: string) => path.relative(root, path.resolve(root, file)).split(path.sep).join('/');
  const failure = cause as CompileFailure | undefined;
  const parsed = failure?.errors?.[0]?.location;
  if (parsed) return { file: relative(parsed.file), line: parsed.line, column: parsed.column + 1 };
  if (failure?.fileName && failure.loc) return { file: relative(failure.fileName), ...failure.loc };
  // esbuild's error as its message says it, once passed between threads, which keep only the message and stack.
  const said = cause instanceof Error ? COMPILE_MESSAGE.exec(cause.message) : null;
  if (said) return { file: relative(said[1]!), line: Number(said[2]), column: Number(said[3]) + 1 };
  for (const line of (cause instanceof Error ? (cause.stack ?? '') : '').split('\n').slice(1)) {
    const [, at, row, column] = FRAME.exec(line.trim()) ?? [];
    if (!at) continue;
    const found = original(at.startsWith('file:') ? fileURLToPath(at) : at, Number(row), Number(column));
    const file = relative(found.file);
    if (isSiteCode(file)) return { ...found, file };
  }
  return undefined;
}

/** The lines around a place in a file, the place's line marked and a caret under its column. */
export function codeFrame(root: string, { file, line, column }: CodeLocation, around = 2): string {
  let lines: string[];
  try {
    lines = readFileSync(path.join(root, file), 'utf8').split('\n');
  } catch {
    return '';
  }
  const first = Math.max(1, line - around);
  const last = Math.min(lines.length, line + around);
  const width = String(last).length;
  const shown: string[] = [];
  for (let at = first; at <= last; at++) {
    shown.push(`${at === line ? '>' : ' '} ${String(at).padStart(width)} | ${lines[at - 1] ?? ''}`);
    if (at === line) shown.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, column - 1))}^`);
  }
  return shown.join('\n');
}

/** The first line of an error's message, without esbuild's "Transform failed with 1 error:" preamble. */
const messageOf = (error: unknown) => {
  const cause = error instanceof BuildBug ? error.cause : error;
  const failure = cause as CompileFailure | undefined;
  const text = failure?.errors?.[0]?.text ?? (cause instanceof Error ? cause.message : String(cause));
  const said = COMPILE_MESSAGE.exec(text);
  const line = said ? text.slice(said.index + said[0].length) : text;
  return line.split('\n')[0] ?? '';
};

/**
 * An error of the site's code as a developer needs it: `file:line:column: message`, what the build was working on,
 * and a frame of the code. Undefined when the error did not come from the site's code (a bug in the build).
 */
export function describeCodeError(error: unknown, root: string): string | undefined {
  const at = siteCodeLocation(error, root);
  if (!at) return undefined;
  const working = error instanceof BuildBug ? ` (while working on ${error.working})` : '';
  const frame = codeFrame(root, at);
  return `${at.file}:${at.line}:${at.column}: ${messageOf(error)}${working}${frame ? `\n\n${frame}` : ''}`;
}
