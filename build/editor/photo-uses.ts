/**
 * A photo that only a deleted item used is named for removal. Deleting a post leaves its photo among the site's
 * photos (the build keeps and resizes every photo in content/images/, and it stays in the repository), and nothing
 * said so: a 10 MB photo stayed after its post was gone. The editor does not delete it silently, since another
 * item may be about to use it; it says which photo now serves no page, and where to remove it.
 */

/**
 * Which content files (`posts/x.md`) name each of the site's photos (`/images/posts/x.jpg`), read from their values:
 * by the photo's own address, or one of its resized variants' (a body's rendered `<picture>` names only those).
 */
export function photoUsers(
  addresses: Record<string, string[]>,
  files: { file: string; value: unknown }[],
): Record<string, string[]> {
  const texts = files.map(({ file, value }) => [file, JSON.stringify(value) ?? ''] as const);
  return Object.fromEntries(
    Object.entries(addresses).map(([photo, names]) => [
      photo,
      texts.filter(([, text]) => [photo, ...names].some((name) => text.includes(name))).map(([file]) => file),
    ]),
  );
}

/** The photos that the deleted files (`posts/x.md`) used and no other file does. */
export const leftUnused = (users: Record<string, string[]>, deleted: string[]): string[] =>
  Object.entries(users)
    .filter(([, files]) => files.length > 0 && files.every((file) => deleted.includes(file)))
    .map(([photo]) => photo);

/** What the editor says of them, in staff words, or undefined when there are none. */
export function unusedPhotoNote(photos: string[]): string | undefined {
  if (photos.length === 0) return undefined;
  const names = photos.map((photo) => `“${photo.replace(/^\/images\//, '')}”`).join(', ');
  const one = photos.length === 1;
  return (
    `Deleted. No page uses ${one ? 'its photo' : 'its photos'} ${names} now. ` +
    `${one ? 'It is' : 'They are'} still among the site's photos: if ${one ? 'it is' : 'they are'} not wanted, ` +
    `delete ${one ? 'it' : 'them'} under Media.`
  );
}
