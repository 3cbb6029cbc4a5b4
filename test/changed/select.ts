/**
 * Which checks a change reaches: the pure half of `npm run test:changed` (test/changed/main.ts gathers what it reads).
 * It errs towards running: a file it cannot place runs everything, and a check it does not know runs.
 */
import { areasOf, EVERYTHING_FILES, isCode, isLinted } from './areas';

/** A file the diff names, relative to the repository's root; `deleted` when it is gone from the working tree. */
export interface Change {
  file: string;
  deleted: boolean;
}

/** A check of test/checks.ts: its name, the command it runs (which names its test files) and the checks it reads. */
export interface CheckInfo {
  name: string;
  command: string;
  needs?: string[];
}

export interface Reach {
  /** Every check of `npm test`, from `tsx test/checks.ts --with-quick --list`. */
  checks: CheckInfo[];
  /** The unit suite's test files (test/suites.ts). */
  unitFiles: string[];
  /** Each test file's import closure, by esbuild; undefined when the graph could not be made. */
  closures: Record<string, string[]> | undefined;
  /** The unit test files whose closure names the shipped content folder: they read it without importing it. */
  contentReaders: string[];
  /** The build's own modules (its import graph from build/index.ts and its helper threads). */
  buildModules: string[];
}

export interface Selection {
  /** True when the change runs `npm test` whole. */
  everything: boolean;
  /** The checks to run by name, but for the unit parts, which `unitFiles` makes. */
  checks: string[];
  unitFiles: string[];
  /** One line for each check or set of tests: what runs and why, or what is skipped and why. */
  lines: string[];
}

/** The groups of checks, by name, and why a group is skipped when no change reaches it. */
const GROUPS: { group: string; names: RegExp; skipped: string }[] = [
  { group: 'unit', names: /^unit \d+\/\d+$/, skipped: 'no unit test imports a changed file' },
  { group: 'slow', names: /^slow \d+$/, skipped: 'no slow test file or its helper changed (npm test runs them)' },
  {
    group: 'site',
    names: /^(build|markup|links|sizes|accessibility \d+\/\d+)$/,
    skipped: 'no content, template, style, site or build code changed',
  },
  {
    group: 'engines',
    names: /^(webkit|chromium|firefox|chromium: (search-parts|security))$/,
    skipped: 'no island, style, template or browser test changed',
  },
  { group: 'editor', names: /^chromium: editor/, skipped: 'nothing of build/editor/ or its browser tests changed' },
  {
    group: 'serve',
    names: /^(chromium: dev-.+|security)$/,
    skipped: 'nothing of build/serve/, functions/ or their browser tests changed',
  },
  { group: 'install', names: /^install$/, skipped: 'no code the build runs, nor package.json, changed' },
  { group: 'types', names: /^types$/, skipped: 'no TypeScript or JavaScript changed' },
  { group: 'lint', names: /^lint$/, skipped: 'no file Biome checks changed' },
  { group: 'workflow', names: /^workflow$/, skipped: 'no workflow changed' },
];

const groupOf = (name: string) => GROUPS.find(({ names }) => names.test(name))?.group;

/** What runs so far, each with the first reason found: checks by name, and unit test files. */
interface Picks {
  checks: Map<string, string>;
  units: Map<string, string>;
}

const pick = (map: Map<string, string>, keys: string[], why: string) => {
  for (const key of keys) if (!map.has(key)) map.set(key, why);
};

/**
 * Adds to `picks` what one change reaches. Returns why everything must run instead, when it must: the file is one
 * every check depends on, or one whose reach this cannot tell.
 */
function pickFor({ file, deleted }: Change, reach: Reach, closures: Record<string, string[]>, picks: Picks) {
  if (EVERYTHING_FILES.some((prefix) => file === prefix || (prefix.endsWith('/') && file.startsWith(prefix))))
    return `${file} changed, which every check depends on`;
  const areas = areasOf(file, reach.buildModules);
  if (areas === undefined) return `test/changed cannot tell what ${file} reaches`;
  const names = reach.checks.map((check) => check.name);
  const group = (wanted: string, why: string) =>
    pick(
      picks.checks,
      names.filter((n) => groupOf(n) === wanted),
      why,
    );
  const units = (files: string[], why: string) => pick(picks.units, files, why);
  for (const { group: wanted, why } of areas) group(wanted, `${file} ${why}`);
  if (isLinted(file)) group('lint', `${file} changed`);
  if (isCode(file)) group('types', `${file} changed`);
  if (file.startsWith('content/')) units(reach.contentReaders, `they read the content folder, and ${file} changed`);
  if (file.startsWith('functions/'))
    units(
      reach.unitFiles.filter((test) => test.startsWith('test/functions/')),
      'they run functions/ in workerd',
    );
  // The docs' test reads every path the docs name: a change to the docs, or a file gone, can break it.
  if (file.startsWith('docs/') || file === 'README.md' || deleted)
    units(
      reach.unitFiles.filter((test) => test.startsWith('test/docs/')),
      `they check the paths the docs name, and ${file} ${deleted ? 'was deleted' : 'changed'}`,
    );
  if (deleted && isCode(file))
    units(reach.unitFiles, `${file} was deleted, and today's import graph no longer shows who imported it`);
  const importers = Object.keys(closures).filter((test) => closures[test]?.includes(file));
  units(
    importers.filter((test) => reach.unitFiles.includes(test)),
    `their import closure holds ${file}`,
  );
  // A test file, or a helper of tests, runs in the checks whose commands name the test files that import it.
  if (file.startsWith('test/'))
    for (const check of reach.checks)
      if (groupOf(check.name) !== 'unit' && importers.some((test) => check.command.includes(test)))
        pick(picks.checks, [check.name], `it runs a test file that imports ${file}`);
  return undefined;
}

/** One line for each reason unit tests run, and one for each other check, whether it runs and why. */
function linesOf(reach: Reach, picks: Picks, unitFiles: string[]): string[] {
  const byReason = new Map<string, number>();
  for (const file of unitFiles) byReason.set(picks.units.get(file)!, (byReason.get(picks.units.get(file)!) ?? 0) + 1);
  const lines = [...byReason].map(([why, count]) => `run ${count} unit test file(s): ${why}`);
  if (!unitFiles.length) lines.push(`skip the unit tests: ${GROUPS[0]!.skipped}`);
  for (const { name } of reach.checks.filter((check) => groupOf(check.name) !== 'unit')) {
    const skipped = GROUPS.find((candidate) => candidate.group === groupOf(name))?.skipped;
    lines.push(picks.checks.has(name) ? `run ${name}: ${picks.checks.get(name)}` : `skip ${name}: ${skipped}`);
  }
  return lines;
}

/** What runs for `changes`, and why each check runs or is skipped. */
export function selectChecks(changes: Change[], reach: Reach): Selection {
  const names = reach.checks.map((check) => check.name);
  const everything = (why: string): Selection => ({
    everything: true,
    checks: names,
    unitFiles: reach.unitFiles,
    lines: [`run everything (npm test): ${why}`],
  });
  if (changes.length === 0) return { everything: false, checks: [], unitFiles: [], lines: ['nothing changed'] };
  if (!reach.closures) return everything('the test files’ import graph could not be made');
  const picks: Picks = { checks: new Map(), units: new Map() };
  for (const change of changes) {
    const whyAll = pickFor(change, reach, reach.closures, picks);
    if (whyAll) return everything(whyAll);
  }
  pick(
    picks.checks,
    names.filter((name) => groupOf(name) === undefined),
    'test/changed does not know this check, so it runs',
  );
  // A check that reads the build runs after it, so the build runs too, and its line says so.
  for (const { name, needs } of reach.checks)
    if (picks.checks.has(name)) pick(picks.checks, needs ?? [], `${name} reads it`);
  const unitFiles = reach.unitFiles.filter((file) => picks.units.has(file));
  const checks = names.filter((name) => picks.checks.has(name));
  return { everything: false, checks, unitFiles, lines: linesOf(reach, picks, unitFiles) };
}
