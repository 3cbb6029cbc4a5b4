import type { Registry } from '../../../src/content/registry';
import { isStandIn, type StandInNotes } from '../../../src/content/stand-in';
import { fieldName, type Problem } from '../../problems';

/** Every stand-in under a validated value, found through the `standIns` notes its objects carry. */
function standInsUnder(
  value: unknown,
  path: PropertyKey[],
  found: { path: PropertyKey[]; replaceWith: string }[],
): void {
  if (Array.isArray(value)) {
    value.forEach((item, i) => standInsUnder(item, [...path, i], found));
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  // A field a schema keeps in its written form (a post's review date), rather than noting it in `standIns`.
  if (isStandIn(value)) {
    found.push({ path, replaceWith: value.replaceWith });
    return;
  }
  const { standIns, ...fields } = value as StandInNotes & Record<string, unknown>;
  for (const [key, replaceWith] of Object.entries(standIns ?? {})) found.push({ path: [...path, key], replaceWith });
  for (const [key, field] of Object.entries(fields)) standInsUnder(field, [...path, key], found);
}

function standInProblems(file: string, value: unknown): Problem[] {
  const found: { path: PropertyKey[]; replaceWith: string }[] = [];
  standInsUnder(value, [], found);
  return found.map(({ path, replaceWith }) => ({
    file,
    field: fieldName(path),
    message: `this is a stand-in; replace it with ${replaceWith}`,
  }));
}

/** Each value in the data files still marked as a stand-in: the ordinary build counts them, `--release` refuses. */
export function findStandIns(data: Partial<Record<string, unknown>>, registry: Registry): Problem[] {
  const fileOf = (key: string) => `${registry.dataFiles[key]?.file ?? key}.yaml`;
  return Object.entries(data).flatMap(([key, value]) => standInProblems(fileOf(key), value));
}

/** Content files' front matter holds facts a visitor reads too, such as a clinician's registration number. */
export function findItemStandIns(entries: Readonly<Record<string, readonly { file: string; data: unknown }[]>>) {
  return Object.values(entries)
    .flat()
    .flatMap(({ file, data }) => standInProblems(file, data));
}

/** A folder whose stand-ins are counted together once they are in more files than this, so the line stays short. */
const FILES_NAMED_APART = 3;

/** One line for the ordinary build and the dev server: how many stand-ins remain, by file (or folder, when many). */
export function describeStandIns(problems: readonly Problem[]): string {
  if (problems.length === 0) return 'No stand-in values remain: the site is ready for npm run build -- --release';
  const folderOf = (file: string) => (file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : file);
  const filesIn = new Map<string, Set<string>>();
  for (const { file } of problems) filesIn.set(folderOf(file), (filesIn.get(folderOf(file)) ?? new Set()).add(file));
  const byPlace = new Map<string, number>();
  for (const { file } of problems) {
    const folder = folderOf(file);
    const files = filesIn.get(folder)?.size ?? 0;
    const place = files > FILES_NAMED_APART ? `${folder} (${files} files)` : file;
    byPlace.set(place, (byPlace.get(place) ?? 0) + 1);
  }
  const places = [...byPlace]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([place, count]) => `${place} ${count}`)
    .join(', ');
  const values = problems.length === 1 ? 'stand-in value remains' : 'stand-in values remain';
  return `${problems.length} ${values} (${places}); npm run build -- --release refuses them`;
}
