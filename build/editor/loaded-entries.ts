import { type EntryFiles, entryRoute, fileOfRoute, type EntryRoute, sameEntry, savesInto } from './entry-address';
import { baseProblem, NOT_THIS_FORM } from './save-base';

/**
 * A save writes only the item its form loaded. Decap keeps the last form when the address changes from one item to
 * another (typed in the address bar, a bookmark, Back or Forward): the new item's fields show empty over the old
 * item's file, and saving them rewrote that file. So the page loads afresh when the address moves to another item,
 * and every save names the file its form read and what that file held then, which the dev server, and here the
 * live editor, check before anything is written.
 */
export interface Entry {
  data: string | null;
  file: { path: string; id?: string | null };
}
export interface ReadingBackend {
  getEntry(path: string): Promise<Entry>;
  persistEntry(entry: { dataFiles?: SavedFile[] }, options: unknown): Promise<unknown>;
}
interface SavedFile {
  path: string;
  newPath?: string;
  loaded?: string | null;
  base?: string | null;
}

export class NotThisForm extends Error {}

/**
 * Loads the page afresh when its address moves from one item's form to another's, so the form shown is read from
 * the item the address names. Decap's own question about unsaved changes comes first, as it does when a tab closes.
 * A new item saved moves to its own address: that form is the item, and the save's read-back loads it once Decap has
 * finished (`savedJustNow`), with its "Saved" note; loading at once lost the note and could leave a backup behind.
 */
export function reloadOnNewItem(savedJustNow: () => boolean) {
  let shown = entryRoute(location.hash);
  window.addEventListener('hashchange', () => {
    const next = entryRoute(location.hash);
    const savedNew = shown?.slug === undefined && next?.collection === shown?.collection && savedJustNow();
    if (shown && next && !sameEntry(shown, next) && !savedNew) location.reload();
    shown = next;
  });
}

/**
 * Wraps a backend so each save carries the file its form loaded and that file's content as read. `local` is the dev
 * server's mode, which checks the base against the file itself with its own digest (the entry's id); the live
 * editor saves straight to GitHub, so there the file is read again and compared before the commit.
 */
export function saveOnlyWhatWasLoaded(backend: ReadingBackend, files: EntryFiles, local: boolean) {
  const bases = new Map<string, string | null>();
  const baseOf = (entry: Entry) => (local ? (entry.file.id ?? null) : entry.data);
  const getEntry = backend.getEntry.bind(backend);
  backend.getEntry = async (path) => {
    const entry = await getEntry(path);
    bases.set(path, baseOf(entry));
    return entry;
  };
  const persist = backend.persistEntry.bind(backend);
  backend.persistEntry = async (entry, options) => {
    const route = entryRoute(location.hash);
    for (const file of entry.dataFiles ?? []) Object.assign(file, loadedFor(files, route, file.path, bases));
    if (!local)
      for (const file of entry.dataFiles ?? []) {
        const current = await getEntry(file.path).then(baseOf, () => null);
        const problem = baseProblem(file.path, file, current);
        if (problem) throw new NotThisForm(problem);
      }
    const saved = await persist(entry, options);
    // What the form started from is now what was saved: read back, so a second save names it.
    for (const file of entry.dataFiles ?? []) await backend.getEntry(file.newPath ?? file.path).catch(() => undefined);
    return saved;
  };
}

/** The file and base a save into `path` names, or a refusal when the address shows another item's form. */
function loadedFor(files: EntryFiles, route: EntryRoute | undefined, path: string, bases: Map<string, string | null>) {
  if (!route || !savesInto(files, route, path)) throw new NotThisForm(NOT_THIS_FORM);
  if (route.slug === undefined) return { loaded: null, base: null };
  const base = bases.get(fileOfRoute(files, route) ?? '');
  if (base === undefined) throw new NotThisForm(NOT_THIS_FORM);
  return { loaded: path, base };
}
