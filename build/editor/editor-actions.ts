import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PHOTO_FILE } from '../../src/lib/site-layout';
import { numberedName } from './editor-upload-names';
import { contentFile, PathRefused, type WriteRules, writableFile } from './editor-paths';
import { checkSaveBases, digestOf } from './local-save-base';
import type { SaveBase } from './save-base';

export { PathRefused };

/**
 * The file-system part of Decap's proxy protocol, as decap-server's `local_fs` middleware answers it: each action
 * with its parameters, on repository paths (`content/posts/x.md`). What may be read and written is editor-paths.ts's.
 */
export interface LocalContent {
  contentDir: string;
  rules: WriteRules;
}

async function entryOf(contentDir: string, repoPath: string, label?: string) {
  const content = await readFile(contentFile(contentDir, repoPath)).catch(() => null);
  return { data: content?.toString() ?? null, file: { path: repoPath, label, id: content ? digestOf(content) : null } };
}

async function mediaOf(contentDir: string, repoPath: string) {
  const buffer = await readFile(contentFile(contentDir, repoPath));
  return {
    id: digestOf(buffer),
    content: buffer.toString('base64'),
    encoding: 'base64',
    path: repoPath,
    name: path.posix.basename(repoPath),
  };
}

/** Files in a folder, `depth` levels down; names starting with "_" are left out, as the build leaves them out. */
async function listFolder(contentDir: string, folder: string, extension: string, depth: number): Promise<string[]> {
  if (depth <= 0) return [];
  const entries = await readdir(contentFile(contentDir, folder), { withFileTypes: true }).catch(() => []);
  const found = await Promise.all(
    entries
      .filter((entry) => !entry.name.startsWith('_') && !entry.name.startsWith('.'))
      .map((entry) => {
        const child = `${folder.replace(/\/$/, '')}/${entry.name}`;
        if (entry.isDirectory()) return listFolder(contentDir, child, extension, depth - 1);
        // A link is not followed: what it points to may be outside content/.
        return entry.isFile() && entry.name.endsWith(extension) ? [child] : [];
      }),
  );
  return found.flat();
}

/** The write under way to each file: the next one to the same file waits for it. */
const writing = new Map<string, Promise<void>>();

/**
 * Writes the whole file or nothing: the new text goes to a hidden file beside it with a name no other write shares,
 * which then takes the file's name, so the dev server's build (and anyone reading) never sees a file half written.
 * Writes to one file go one at a time, in the order they came, so the last save is the one that stays.
 */
function writeTo(full: string, contents: string | Buffer): Promise<void> {
  const write = async () => {
    await mkdir(path.dirname(full), { recursive: true });
    const temp = path.join(path.dirname(full), `.${path.basename(full)}.${randomUUID()}.tmp`);
    try {
      await writeFile(temp, contents);
      await rename(temp, full);
    } catch (error) {
      await unlink(temp).catch(() => undefined);
      throw error;
    }
  };
  const done = (writing.get(full) ?? Promise.resolve()).then(write, write);
  const settled = done.catch(() => undefined);
  writing.set(full, settled);
  void settled.then(() => writing.get(full) === settled && writing.delete(full));
  return done;
}

/**
 * Where an upload goes without replacing another file: its own path if free or holding these very bytes, else the
 * first free `name-2`, `name-3`… beside it. Decap takes the path answered, so the entry names the photo kept.
 */
async function freePath(contentDir: string, rules: WriteRules, repoPath: string, photo: Buffer): Promise<string> {
  const [folder, name] = [path.posix.dirname(repoPath), path.posix.basename(repoPath)];
  for (let attempt = 1, candidate = repoPath; ; attempt++) {
    const there = await readFile(writableFile(contentDir, rules, candidate)).catch(() => null);
    if (!there || there.equals(photo)) return candidate;
    candidate = path.posix.join(folder, numberedName(name, attempt + 1));
  }
}

export type Params = Record<string, unknown> & {
  path?: string;
  folder?: string;
  extension?: string;
  depth?: number;
  files?: { path: string; label?: string }[];
  paths?: string[];
  mediaFolder?: string;
  asset?: { path: string; content: string; encoding: BufferEncoding };
  assets?: { path: string; content: string; encoding: BufferEncoding }[];
  entry?: { path: string; raw: string; newPath?: string } & Partial<SaveBase>;
  dataFiles?: ({ path: string; raw: string; newPath?: string } & Partial<SaveBase>)[];
};

/**
 * The saves under way, one after another: a save's check of the file it loaded and its writes happen as one step, so
 * of two saves that loaded the same text at once the first is written and the second is refused as stale, never
 * both written over each other.
 */
let saving: Promise<unknown> = Promise.resolve();
function inTurn<T>(save: () => Promise<T>): Promise<T> {
  const turn = saving.then(save, save);
  saving = turn.catch(() => undefined);
  return turn;
}

/** A save of an entry: every path and the file it loaded checked before anything is written, then its files. */
async function persistEntry(contentDir: string, rules: WriteRules, params: Params) {
  const dataFiles = params.dataFiles ?? (params.entry ? [params.entry] : []);
  // Every path is checked before anything is written, so a refused save writes nothing.
  const entries = dataFiles.map((file) => [writableFile(contentDir, rules, file.path), file.raw] as const);
  const photos = (params.assets ?? []).map(
    (asset) => [writableFile(contentDir, rules, asset.path), Buffer.from(asset.content, asset.encoding)] as const,
  );
  await checkSaveBases(contentDir, dataFiles);
  const moves = dataFiles.flatMap((file) =>
    file.newPath ? [[contentFile(contentDir, file.path), writableFile(contentDir, rules, file.newPath)] as const] : [],
  );
  // The photos first: the build that an entry's change starts finds the photos the entry shows.
  await Promise.all(photos.map(([full, contents]) => writeTo(full, contents)));
  await Promise.all(entries.map(([full, contents]) => writeTo(full, contents)));
  // A renamed item moves its own file only (decap-server also moves the folder's other files).
  for (const [from, to] of moves) await rename(from, to);
  return { message: 'entry persisted' };
}

/** One request of the protocol, answered as decap-server answers it. */
export async function editorAction(
  { contentDir, rules }: LocalContent,
  action: string,
  params: Params,
): Promise<unknown> {
  switch (action) {
    case 'info':
      return { repo: path.basename(path.resolve(contentDir, '..')), publish_modes: ['simple'], type: 'local_fs' };
    case 'entriesByFolder': {
      const files = await listFolder(
        contentDir,
        String(params.folder),
        String(params.extension ?? ''),
        params.depth ?? 1,
      );
      return Promise.all(files.map((file) => entryOf(contentDir, file)));
    }
    case 'entriesByFiles':
      return Promise.all((params.files ?? []).map((file) => entryOf(contentDir, file.path, file.label)));
    case 'getEntry':
      return entryOf(contentDir, String(params.path));
    case 'persistEntry':
      return inTurn(() => persistEntry(contentDir, rules, params));
    case 'getMedia': {
      const files = await listFolder(contentDir, String(params.mediaFolder), '', 1);
      return Promise.all(files.filter((file) => PHOTO_FILE.test(file)).map((file) => mediaOf(contentDir, file)));
    }
    case 'getMediaFile':
      return mediaOf(contentDir, String(params.path));
    case 'persistMedia': {
      const asset = params.asset;
      if (!asset) throw new PathRefused('no asset');
      const photo = Buffer.from(asset.content, asset.encoding);
      const repoPath = await freePath(contentDir, rules, asset.path, photo);
      await writeTo(writableFile(contentDir, rules, repoPath), photo);
      return mediaOf(contentDir, repoPath);
    }
    case 'deleteFile':
    case 'deleteFiles': {
      const paths = action === 'deleteFile' ? [String(params.path)] : (params.paths ?? []);
      const files = paths.map((file) => writableFile(contentDir, rules, file));
      await Promise.all(files.map((file) => unlink(file).catch(() => undefined)));
      return { message: `deleted ${paths.join(', ')}` };
    }
    case 'getDeployPreview':
      return null;
    default:
      return undefined;
  }
}
