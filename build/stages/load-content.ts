import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { CORE_SCHEMA, load, YAMLException } from 'js-yaml';
import type { Problem, Staged } from '../problems';
import { keyFor, type CodeKeys, type Made } from '../reuse/code-keys';
import type { ReuseStore, Shelf } from '../reuse/store';
import { clinicSite, type ClinicFrontMatter } from '../../src/content/collections';
import type { Registry } from '../../src/content/registry';
import { splitFrontMatter } from './front-matter';
import { listFiles } from './write-site';

/** Photos an editor can drop into content/images/: the build makes their responsive variants. */
export const PHOTO_FILE = /\.(jpe?g|png|webp)$/i;

/** The data files' names, as their files are named (`team-groups`). */
export const dataFileNames = (registry: Registry = clinicSite) => Object.values(registry.dataFiles).map((d) => d.file);
/** The collections' folders. */
const foldersOf = (registry: Registry) => Object.values(registry.collections).map((c) => c.folder);

export interface RawEntry {
  /** Path relative to the content folder, used in every message. */
  file: string;
  /** File name without extension. */
  name: string;
  /** The front matter; undefined when it could not be read (a problem says why). */
  data: unknown;
  body: string;
}

/** Everything read, typed by the clinic's collection names unless told others. */
export interface RawContent<C extends string = keyof ClinicFrontMatter> {
  /** Each data file by its file name ('team-groups'). */
  data: Partial<Record<string, { file: string; value: unknown }>>;
  /** Each collection's files by its folder. */
  collections: Record<C, RawEntry[]>;
  /** Photos in content/images/, relative to it ('team/anna.jpg'). */
  photos: string[];
  /** Site paths of the files in public/, so links to them can be checked. */
  publicFiles: string[];
}

/** Parsed YAML, or where and why it could not be read. */
interface ParsedYaml {
  value: unknown;
  error?: Omit<Problem, 'file'>;
}

/**
 * YAML 1.2's core schema: dates stay text for the schemas to check, as in the editors' JSON Schemas.
 * `firstLine` is the file's line the text starts on (2 for front matter), so messages name the file's own line.
 */
function parseYaml(text: string, firstLine = 1): ParsedYaml {
  try {
    return { value: frozen(load(text, { schema: CORE_SCHEMA })) };
  } catch (error) {
    const field = error instanceof YAMLException && error.mark ? `line ${error.mark.line + firstLine}` : '';
    return {
      value: undefined,
      error: {
        field,
        message: `invalid YAML: ${error instanceof YAMLException ? error.reason : (error as Error).message.split('\n')[0]}`,
      },
    };
  }
}

/** Parsed front matter is reused from build to build, so nothing may change it: the schemas make new objects. */
function frozen<T>(value: T): T {
  if (value && typeof value === 'object') for (const child of Object.values(Object.freeze(value))) frozen(child);
  return value;
}

/**
 * Front matter as parsed, by its text and the parser's code (with js-yaml's version): a file not edited is not parsed
 * again.
 */
export const FRONT_MATTER: Shelf<ParsedYaml> & Made = {
  name: 'front-matter',
  maker: 'build/stages/front-matter.ts',
  disk: 'record',
};

/** Where loading may reuse parsed front matter from; without it, every file is parsed. */
export interface LoadReuse {
  store: ReuseStore;
  code: CodeKeys;
}

function reported({ value, error }: ParsedYaml, file: string, problems: Problem[]): unknown {
  if (error) problems.push({ file, ...error });
  return value;
}

const listFolder = (dir: string) => {
  try {
    return readdirSync(dir);
  } catch {
    return undefined;
  }
};

async function loadCollection(dir: string, name: string, problems: Problem[], reuse?: LoadReuse): Promise<RawEntry[]> {
  const files = listFolder(path.join(dir, name))
    ?.filter((f) => f.endsWith('.md') && !f.startsWith('_'))
    .sort();
  if (!files) {
    problems.push({ file: `${name}/`, field: '', message: 'folder is missing' });
    return [];
  }
  const parse = (yaml: string) =>
    reuse
      ? reuse.store.reuse(FRONT_MATTER, keyFor(reuse.code, FRONT_MATTER, yaml), () => parseYaml(yaml, 2))
      : parseYaml(yaml, 2);
  // Read one after another: for many small files this is several times quicker than a promise per file.
  const entries: RawEntry[] = [];
  for (const fileName of files) {
    const file = `${name}/${fileName}`;
    const source = readFileSync(path.join(dir, file), 'utf8');
    const parts = splitFrontMatter(source);
    if (!parts) {
      problems.push({ file, field: '', message: 'must start with front matter between --- lines' });
      entries.push({ file, name: fileName.slice(0, -3), data: undefined, body: source });
    } else {
      entries.push({
        file,
        name: fileName.slice(0, -3),
        data: reported(await parse(parts.yaml), file, problems),
        body: parts.body,
      });
    }
  }
  return entries;
}

function loadDataFile(dir: string, name: string, problems: Problem[]): RawContent['data'][string] {
  const file = `${name}.yaml`;
  let text: string;
  try {
    text = readFileSync(path.join(dir, file), 'utf8');
  } catch {
    problems.push({ file, field: '', message: 'file is missing' });
    return undefined;
  }
  return { file, value: reported(parseYaml(text), file, problems) };
}

/**
 * How many Markdown files the collections hold, counted before reading them so slow-starting
 * helpers can start early; with `since`, only those modified after it (what an earlier build has
 * not rendered yet, as far as their modification times tell).
 */
export function countMarkdownFiles(contentDir: string, since?: number, registry: Registry = clinicSite): number {
  let count = 0;
  for (const name of foldersOf(registry)) {
    const folder = path.join(contentDir, name);
    for (const file of listFolder(folder) ?? []) {
      if (!file.endsWith('.md')) continue;
      if (
        since === undefined ||
        (statSync(path.join(folder, file), { throwIfNoEntry: false })?.mtimeMs ?? Infinity) > since
      )
        count++;
    }
  }
  return count;
}

/**
 * Reads every content file, the list of photos and of public files. Files starting with "_" (such as _template.md) are
 * skipped.
 */
export async function loadContent(
  contentDir: string,
  publicDir: string,
  reuse?: LoadReuse,
  registry: Registry = clinicSite,
): Promise<Staged<RawContent>> {
  const problems: Problem[] = [];
  const data: RawContent['data'] = {};
  for (const name of dataFileNames(registry)) {
    const loaded = loadDataFile(contentDir, name, problems);
    if (loaded) data[name] = loaded;
  }
  const loaded: [string, RawEntry[]][] = [];
  for (const name of foldersOf(registry)) loaded.push([name, await loadCollection(contentDir, name, problems, reuse)]);
  const photos = (await listFiles(path.join(contentDir, 'images')))
    .filter((file) => PHOTO_FILE.test(file) && !path.posix.basename(file).startsWith('_'))
    .sort();
  const publicFiles = (await listFiles(publicDir)).map((file) => `/${file}`);
  return {
    value: { data, collections: Object.fromEntries(loaded) as RawContent['collections'], photos, publicFiles },
    problems,
  };
}
