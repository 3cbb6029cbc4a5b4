import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { CORE_SCHEMA, load, YAMLException } from 'js-yaml';
import { splitFrontMatter } from './front-matter';
import type { Problem } from '../problems';
import { listFiles } from './write-site';

export const dataFiles = ['site', 'clinics', 'navigation', 'home', 'conditions', 'testimonials', 'insurers', 'pricing', 'team-groups'] as const;
export const collections = ['posts', 'pages', 'team', 'services'] as const;

export type DataName = (typeof dataFiles)[number];
export type CollectionName = (typeof collections)[number];

export interface RawEntry {
  /** Path relative to the content folder, used in every message. */
  file: string;
  /** File name without extension. */
  name: string;
  data: unknown;
  body: string;
}

export interface RawContent {
  data: Partial<Record<DataName, { file: string; value: unknown }>>;
  collections: Record<CollectionName, RawEntry[]>;
  problems: Problem[];
}

/**
 * YAML 1.2's core schema: dates stay text for the schemas to check, as in the editors' JSON Schemas.
 * `firstLine` is the file's line the text starts on (2 for front matter), so messages name the file's own line.
 * js-yaml reads front matter several times faster than the `yaml` package did.
 */
function parseYamlText(text: string, file: string, problems: Problem[], firstLine = 1): unknown {
  try {
    return load(text, { schema: CORE_SCHEMA });
  } catch (error) {
    const where = error instanceof YAMLException && error.mark ? `line ${error.mark.line + firstLine}` : '';
    problems.push({ file, field: where, message: `invalid YAML: ${error instanceof YAMLException ? error.reason : (error as Error).message.split('\n')[0]}` });
    return undefined;
  }
}

async function loadCollection(dir: string, name: CollectionName, problems: Problem[]): Promise<RawEntry[]> {
  let files: string[];
  try {
    files = (await readdir(path.join(dir, name))).filter((f) => f.endsWith('.md') && !f.startsWith('_')).sort();
  } catch {
    problems.push({ file: `${name}/`, field: '', message: 'folder is missing' });
    return [];
  }
  // Read one after another: for many small files this is several times quicker than a promise per file.
  return files.map((fileName) => {
    const file = `${name}/${fileName}`;
    const source = readFileSync(path.join(dir, file), 'utf8');
    const parts = splitFrontMatter(source);
    if (!parts) {
      problems.push({ file, field: '', message: 'must start with front matter between --- lines' });
      return { file, name: fileName.slice(0, -3), data: undefined, body: source };
    }
    return { file, name: fileName.slice(0, -3), data: parseYamlText(parts.yaml, file, problems, 2), body: parts.body };
  });
}

/** Reads every content file. Files starting with "_" (such as _template.md) are skipped. */
export async function loadContent(dir: string): Promise<RawContent> {
  const problems: Problem[] = [];
  const data: RawContent['data'] = {};
  await Promise.all(
    dataFiles.map(async (name) => {
      const file = `${name}.yaml`;
      try {
        const text = await readFile(path.join(dir, file), 'utf8');
        data[name] = { file, value: parseYamlText(text, file, problems) };
      } catch {
        problems.push({ file, field: '', message: 'file is missing' });
      }
    }),
  );
  const loaded = await Promise.all(collections.map((name) => loadCollection(dir, name, problems)));
  const byName = Object.fromEntries(collections.map((name, i) => [name, loaded[i] ?? []]));
  return { data, collections: byName as RawContent['collections'], problems };
}

/** How many Markdown files the collections hold, counted before reading them to plan the work. */
export async function countMarkdownFiles(dir: string): Promise<number> {
  const counts = await Promise.all(collections.map((name) => readdir(path.join(dir, name)).then((files) => files.filter((f) => f.endsWith('.md')).length, () => 0)));
  return counts.reduce((sum, count) => sum + count, 0);
}

/** Site paths of every file in public/, so links to images and downloads can be checked. */
export async function listPublicFiles(dir: string): Promise<string[]> {
  return (await listFiles(dir)).map((file) => `/${file}`);
}
