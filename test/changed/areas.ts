/**
 * What kind of file a changed path is, for test/changed/select.ts: which groups of checks it reaches beyond the unit
 * tests that import it, and why.
 */

/**
 * Files every check depends on (the packages, Node's version, the compiler's settings, CI's scripts, the machinery
 * that runs the tests, the vendored editor the build ships, fixtures that tests read or start by path): a change to one
 * runs everything. A folder ends in `/`.
 */
export const EVERYTHING_FILES = [
  'package.json',
  'package-lock.json',
  '.nvmrc',
  'tsconfig.json',
  '.ci/',
  'vendor/',
  'test/fixtures/',
  'test/checks.ts',
  'test/check-pool.ts',
  'test/run-check.ts',
  'test/run.ts',
  'test/suites.ts',
  'test/part.ts',
  'test/only-checks.ts',
];

export interface Area {
  group: string;
  why: string;
}

/** The stages whose output the browsers run or obey: the islands' bundles and CSS, the pages, their policy, search. */
const BROWSER_STAGES = /^build\/stages\/(assets|outputs|search)\//;

/** Build tools a check runs by name: the size report is the `sizes` check. */
const TOOL_CHECKS: Record<string, Area> = {
  'build/tools/report-sizes.ts': { group: 'site', why: 'is the size report' },
};

/**
 * The groups of checks `file` reaches, beyond the unit tests whose import closure holds it; undefined when this
 * cannot tell, so the caller runs everything. `buildModules` is the build's own code.
 */
export function areasOf(file: string, buildModules: string[]): Area[] | undefined {
  const site = (why: string): Area[] => [
    { group: 'site', why },
    { group: 'install', why },
  ];
  if (file.startsWith('content/')) return [{ group: 'site', why: 'is content' }];
  if (/^(src|templates|public)\//.test(file))
    return [...site('is part of the pages'), { group: 'engines', why: 'is part of the pages the browsers load' }];
  if (file.startsWith('functions/'))
    return [
      { group: 'serve', why: 'is a function the local servers run' },
      { group: 'engines', why: 'is a function the pages call' },
    ];
  if (file.startsWith('build/editor/')) return [{ group: 'editor', why: 'is the editor’s' }, ...buildCode(file)];
  if (file.startsWith('build/serve/')) return [{ group: 'serve', why: 'is the local servers’' }, ...buildCode(file)];
  if (file.startsWith('build/tools/')) return TOOL_CHECKS[file] ? [TOOL_CHECKS[file]] : [];
  if (file.startsWith('build/')) return buildCode(file);
  if (file.startsWith('test/browser/')) return [];
  if (file.startsWith('test/') || file.startsWith('docs/') || file === 'README.md') return [];
  if (file.startsWith('.github/workflows/')) return [{ group: 'workflow', why: 'is a workflow' }];
  if (file === 'biome.json') return [];
  return undefined;

  function buildCode(module: string): Area[] {
    const inBuild = buildModules.includes(module) || module === 'build/cli.mjs';
    if (!inBuild) return [];
    return [
      ...site('is code the build runs'),
      ...(BROWSER_STAGES.test(module) ? [{ group: 'engines', why: 'makes what the browsers load' }] : []),
    ];
  }
}

/** TypeScript or JavaScript, which the type check reads. */
export const isCode = (file: string) => /\.(ts|tsx|mts|mjs|js|cjs)$/.test(file);

/** A file Biome checks: code, JSON and CSS, but for what biome.json leaves out (content/, public/, the lockfile). */
export const isLinted = (file: string) =>
  /\.(ts|tsx|mts|mjs|js|cjs|jsx|json|jsonc|css)$/.test(file) &&
  !/^(content|public)\//.test(file) &&
  file !== 'package-lock.json';
