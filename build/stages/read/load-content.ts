import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Problem, Staged } from '../../problems';
import type { Reuse } from '../../reuse/reuse';
import { type ParsedYaml, parseFrontMatter, parseYaml, splitFrontMatter } from './front-matter';
import { listFiles } from '../../reuse/files';
import { PHOTO_FILE } from '../../../src/lib/site-layout';

export const dataFiles = [
  'site',
  'clinics',
  'navigation',
  'home',
  'conditions',
  'testimonials',
  'insurers',
  'pricing',
  'team-groups',
  'redirects',
] as const;
export const collections = ['posts', 'pages', 'team', 'services'] as const;

export type DataName = (typeof dataFiles)[number];
export type CollectionName = (typeof collections)[number];

export interface RawEntry {
  /** Path relative to the content folder, used in every message. */
  file: string;
  /** File name without extension. */
  name: string;
  /** The front matter; undefined when it could not be read (a problem says why). */
  data: unknown;
  body: string;
}

export interface RawContent {
  data: Partial<Record<DataName, { file: string; value: unknown }>>;
  collections: Record<CollectionName, RawEntry[]>;
  /** Photos in content/images/, relative to it ('team/anna.jpg'). */
  photos: string[];
  /** Site paths of the files in public/, so links to them can be checked. */
  publicFiles: string[];
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

async function loadCollection(
  dir: string,
  name: CollectionName,
  problems: Problem[],
  reuse?: Reuse,
): Promise<RawEntry[]> {
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
        data: reported(await parseFrontMatter(parts.yaml, reuse), file, problems),
        body: parts.body,
      });
    }
  }
  return entries;
}

function loadDataFile(dir: string, name: DataName, problems: Problem[]): RawContent['data'][DataName] {
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
export function countMarkdownFiles(contentDir: string, since?: number): number {
  let count = 0;
  for (const name of collections) {
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
export async function loadContent(contentDir: string, publicDir: string, reuse?: Reuse): Promise<Staged<RawContent>> {
  const problems: Problem[] = [];
  const data: RawContent['data'] = {};
  for (const name of dataFiles) {
    const loaded = loadDataFile(contentDir, name, problems);
    if (loaded) data[name] = loaded;
  }
  const loaded: [CollectionName, RawEntry[]][] = [];
  for (const name of collections) loaded.push([name, await loadCollection(contentDir, name, problems, reuse)]);
  const photos = (await listFiles(path.join(contentDir, 'images')))
    .filter((file) => PHOTO_FILE.test(file) && !path.posix.basename(file).startsWith('_'))
    .sort();
  const publicFiles = (await listFiles(publicDir)).map((file) => `/${file}`);
  return {
    value: { data, collections: Object.fromEntries(loaded) as RawContent['collections'], photos, publicFiles },
    problems,
  };
}
