import type { Contents } from '../output-file';

/** Applies changes to a map of served files. */
export function applyChanges(files: Map<string, Contents>, changes: Iterable<[string, Contents | null]>): void {
  for (const [file, contents] of changes) {
    if (contents === null) files.delete(file);
    else files.set(file, contents);
  }
}

/**
 * Replaces every file under `folder` in a map of served files with `made`: how the dev server takes a search index that
 * arrives after its pages.
 */
export function replaceFolder(files: Map<string, Contents>, folder: string, made: [string, Contents][]): void {
  for (const file of [...files.keys()]) if (file.startsWith(`${folder}/`)) files.delete(file);
  for (const [file, contents] of made) files.set(file, contents);
}
