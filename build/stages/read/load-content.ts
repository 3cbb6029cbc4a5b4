import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { clinicSite } from '../../../src/content/collections';
import type { Registry } from '../../../src/content/registry';
import { PHOTO_FILE } from '../../../src/lib/site-layout';
import type { Problem, Staged } from '../../problems';
import { listFiles } from '../../reuse/files';
import type { Reuse } from '../../reuse/reuse';
import { type ParsedYaml, parseFrontMatter, parseYaml, splitFrontMatter } from './front-matter';
import type { RawEntry } from '../../model';
import type { RawContent } from '../../model';

/** The data files' names, as their files are named (`team-groups`). */
export const dataFileNames = (registry: Registry = clinicSite) => Object.values(registry.dataFiles).map((d) => d.file);
/** The collections' folders. */
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

async function loadCollection(dir: string, name: string, problems: Problem[], reuse?: Reuse): Promise<RawEntry[]> {
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
        bodyLine: parts.bodyLine,
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
  reuse?: Reuse,
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
