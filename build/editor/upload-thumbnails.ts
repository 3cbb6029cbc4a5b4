import { CONTENT_PHOTOS_PATH } from '../../src/lib/site-layout';

/**
 * A photo chosen for a field shows in the form's thumbnail before the item is saved. Decap keeps a new upload in the
 * page until the save writes it with the item, yet draws the thumbnail from the photo's address (`/images/team/…`),
 * where nothing is until then: a broken image. So each photo chosen in a file input is kept as a `blob:` address,
 * and a thumbnail whose address fails to load and names that photo is shown from it instead. A photo already there
 * loads from its address and is never swapped.
 */
export function showUploadsBeforeSave(): void {
  const chosen = new Map<string, string>();
  // Capture, on the window: seen before the editor's own handler reads (and clears) the input.
  window.addEventListener(
    'change',
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== 'file') return;
      // The latest photo under a name is the one a thumbnail of that name shows.
      for (const file of input.files ?? []) chosen.set(file.name, URL.createObjectURL(file));
    },
    true,
  );
  // An image's error does not bubble, but the window sees it on the way down.
  window.addEventListener(
    'error',
    (event) => {
      const image = event.target;
      if (!(image instanceof HTMLImageElement)) return;
      const { origin, pathname } = new URL(image.src, location.href);
      if (origin !== location.origin || !pathname.startsWith(CONTENT_PHOTOS_PATH)) return;
      const kept = chosen.get(decodeURIComponent(pathname.slice(pathname.lastIndexOf('/') + 1)));
      if (kept) image.src = kept;
    },
    true,
  );
}
