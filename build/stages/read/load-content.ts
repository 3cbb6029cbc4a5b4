import { readdirSync, readFileSync, statSync } from 'node:fs';
import { stampedFile } from '../../reuse/file-stamps';
import path from 'node:path';
import type { Registry } from '../../../src/content/registry';
import { PHOTO_FILE } from '../../../src/lib/site-layout';
import type { Problem, Staged } from '../../problems';
import { listFiles } from '../../reuse/files';
import { memoisedEach, sameValue } from '../../reuse/memory';
import { type ParsedYaml, parseDataFile, parseFrontMatter, splitFrontMatter } from './front-matter';
import type { RawContent, RawEntry } from '../../model';

/** The data files' names, as their files are named (`team-groups`). */
export const dataFileNames = (registry: Registry) => Object.values(registry.dataFiles).map((d) => d.file);
const foldersOf = (registry: Registry) => Object.values(registry.collections).map((c) => c.folder);

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

interface ReadFile extends Parsed {
  source: string;
}

/**
 * The last build's entry while the file's stats (see file-stamps.ts), or else its text, are unchanged, so nothing
 * after it sees a change.
 */
async function readEntry(dir: string, file: string): Promise<Parsed> {
  const full = path.join(dir, file);
  const { unchanged, last, stamp } = stampedFile<ReadFile>(full);
  if (unchanged) return stamp(unchanged);
  const source = readFileSync(full, 'utf8');
  if (last?.source === source) return stamp(last);
  return stamp({ ...(await parseEntry(file, source)), source });
}

interface Parsed {
  entry: RawEntry;
  problems: Problem[];
}

async function parseEntry(file: string, source: string): Promise<Parsed> {
  const problems: Problem[] = [];
  const name = path.posix.basename(file).slice(0, -3);
  const parts = splitFrontMatter(source);
  if (!parts) {
    problems.push({ file, field: '', message: 'must start with front matter between --- lines' });
    return { entry: { file, name, data: undefined, body: source }, problems };
  }
  const data = reported(await parseFrontMatter(parts.yaml), file, problems);
  return { entry: { file, name, data, body: parts.body, bodyLine: parts.bodyLine }, problems };
}

async function loadCollection(dir: string, name: string, problems: Problem[]): Promise<RawEntry[]> {
  const files = listFolder(path.join(dir, name))
    ?.filter((f) => f.endsWith('.md') && !f.startsWith('_'))
    .sort();
  if (!files) {
    problems.push({ file: `${name}/`, field: '', message: 'folder is missing' });
    return [];
  }
  // Read one after another: for many small files this is several times quicker than a promise per file.
  const entries: RawEntry[] = [];
  for (const fileName of files) {
    const read = await readEntry(dir, `${name}/${fileName}`);
    problems.push(...read.problems);
    entries.push(read.entry);
  }
  return entries;
}

const samePhotos = sameValue<string[]>('photos');
const samePublicFiles = sameValue<string[]>('public files');

/** The same text gives the very same value, so later stages see an unchanged data file as unchanged. */
const dataFileValue = memoisedEach('data', (_file: string, text: string) => parseDataFile(text));

async function loadDataFile(dir: string, name: string, problems: Problem[]): Promise<RawContent['data'][string]> {
  const file = `${name}.yaml`;
  let text: string;
  try {
    text = readFileSync(path.join(dir, file), 'utf8');
  } catch {
    problems.push({ file, field: '', message: 'file is missing' });
    return undefined;
  }
  const parsed = await dataFileValue(path.join(dir, file), text);
  return { file, value: reported(parsed, file, problems) };
}

/**
 * Counted before the files are read, so slow-starting helpers can start early; with `since`, only those modified
 * after it (what an earlier build has not rendered yet, as far as modification times tell).
 */
export function countMarkdownFiles(contentDir: string, registry: Registry, since?: number): number {
  let count = 0;
  for (const name of foldersOf(registry)) {
    const folder = path.join(contentDir, name);
    for (const file of listFolder(folder) ?? []) {
      const modified = () => statSync(path.join(folder, file), { throwIfNoEntry: false })?.mtimeMs ?? Infinity;
      if (file.endsWith('.md') && (since === undefined || modified() > since)) count++;
    }
  }
  return count;
}

/** Content files and photos whose names start with "_" (such as _template.md) are skipped. */
export async function loadContent(
  contentDir: string,
  publicDir: string,
  registry: Registry,
): Promise<Staged<RawContent>> {
  const problems: Problem[] = [];
  const data: RawContent['data'] = {};
  for (const name of dataFileNames(registry)) {
    const loaded = await loadDataFile(contentDir, name, problems);
    if (loaded) data[name] = loaded;
  }
  const loaded: [string, RawEntry[]][] = [];
  for (const name of foldersOf(registry)) loaded.push([name, await loadCollection(contentDir, name, problems)]);
  const photoList = (await listFiles(path.join(contentDir, 'images')))
    .filter((file) => PHOTO_FILE.test(file) && !path.posix.basename(file).startsWith('_'))
    .sort();
  const publicList = (await listFiles(publicDir)).map((file) => `/${file}`);
  // An unchanged list is the very list the last build had.
  const photos = samePhotos(photoList, contentDir);
  const publicFiles = samePublicFiles(publicList, publicDir);
  return {
    value: { data, collections: Object.fromEntries(loaded) as RawContent['collections'], photos, publicFiles },
    problems,
  };
}
