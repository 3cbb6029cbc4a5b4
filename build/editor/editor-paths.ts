import { realpathSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { PHOTO_FILE } from '../../src/lib/site-layout';
import { isInside } from '../serve/static-server';

/**
 * Which files the editor's local mode may read and write, on repository paths (`content/posts/x.md`): only files
 * really inside content/, symbolic links followed; and, for writing, only what the editor's own configuration
 * names: each collection's folder with its extension, each data file, and photos in the photo folders.
 */
const REPO_FOLDER = 'content';

export class PathRefused extends Error {}

/** A path as it really is: the nearest part of it that exists resolved through its links, the rest as written. */
function realPath(full: string): string {
  try {
    return realpathSync(full);
  } catch {
    const parent = path.dirname(full);
    return parent === full ? full : path.join(realPath(parent), path.basename(full));
  }
}

/** A repository path as a file in the content folder, or refused: absolute, `..`, outside content/ even by a link. */
export function contentFile(contentDir: string, repoPath: unknown): string {
  if (typeof repoPath !== 'string' || /[\\\0]/.test(repoPath) || path.posix.isAbsolute(repoPath))
    throw new PathRefused(`refused path ${JSON.stringify(repoPath)}`);
  const parts = repoPath.split('/');
  if (parts[0] !== REPO_FOLDER || parts.includes('..'))
    throw new PathRefused(`refused path ${repoPath}: not in content/`);
  const base = path.resolve(contentDir);
  const full = path.join(base, ...parts.slice(1));
  if (!isInside(base, full) || !isInside(realPath(base), realPath(full)))
    throw new PathRefused(`refused path ${repoPath}: not in content/`);
  return full;
}

/** What the editor's configuration lets it write, as repository paths. */
export interface WriteRules {
  /** Each collection's folder and the one extension its items have. */
  folders: { folder: string; extension: string }[];
  /** The data files, each by its whole path. */
  files: string[];
  /** The folders photos are uploaded to (and the folders inside them). */
  media: string[];
}

interface ConfigCollection {
  folder?: string;
  extension?: string;
  media_folder?: string;
  files?: { file: string }[];
}

const repoPathOf = (folder: string) => folder.replace(/^\/+|\/+$/g, '');

/** The rules in the editor's generated configuration (config.yml); none while it is not built. */
export function writeRules(configText: string | undefined): WriteRules {
  const config = (configText ? load(configText) : {}) as { media_folder?: string; collections?: ConfigCollection[] };
  const collections = config.collections ?? [];
  return {
    folders: collections.flatMap(({ folder, extension }) =>
      folder && extension ? [{ folder: repoPathOf(folder), extension }] : [],
    ),
    files: collections.flatMap((collection) => (collection.files ?? []).map(({ file }) => repoPathOf(file))),
    media: [config.media_folder, ...collections.map((collection) => collection.media_folder)]
      .filter((folder): folder is string => !!folder)
      .map(repoPathOf),
  };
}

/** Whether the configuration lets the editor write this repository path. */
function allowed(rules: WriteRules, repoPath: string): boolean {
  const folder = path.posix.dirname(repoPath);
  const name = path.posix.basename(repoPath);
  if (rules.files.includes(repoPath)) return true;
  if (rules.folders.some((rule) => rule.folder === folder && name.endsWith(`.${rule.extension}`))) return true;
  return PHOTO_FILE.test(name) && rules.media.some((media) => folder === media || folder.startsWith(`${media}/`));
}

/** A file the editor may write, or refused with what it may write there. */
export function writableFile(contentDir: string, rules: WriteRules, repoPath: unknown): string {
  const full = contentFile(contentDir, repoPath);
  if (!allowed(rules, String(repoPath)))
    throw new PathRefused(
      `refused path ${String(repoPath)}: the editor writes only its collections' items, its data files and photos`,
    );
  return full;
}
