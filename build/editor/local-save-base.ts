import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { contentFile, PathRefused } from './editor-paths';
import { baseProblem, type SaveBase } from './save-base';

/** The digest local mode gives each file it reads (an entry's `file.id`), which a save names as its base. */
export const digestOf = (buffer: Buffer) => createHash('sha256').update(buffer).digest('hex');

/** Refuses the whole save, before anything is written, if any of its files is not the form's own or has changed. */
export async function checkSaveBases(contentDir: string, files: ({ path: string } & Partial<SaveBase>)[]) {
  for (const file of files) {
    const current = await readFile(contentFile(contentDir, file.path)).catch(() => null);
    const problem = baseProblem(file.path, file, current && digestOf(current));
    if (problem) throw new PathRefused(problem);
  }
}
