import { CONTENT_PHOTOS_PATH } from '../../src/lib/site-layout';

/**
 * A photo chosen for a field shows in the form's thumbnail before the item is saved. Decap keeps a new upload in the
 * page until the save writes it with the item, yet draws the thumbnail from the photo's address (`/images/team/…`),
 * where nothing is until then: a broken image. So each photo chosen in a file input is kept as a `blob:` address,
 * and a thumbnail whose address fails to load and names that photo is shown from it instead. A photo already there
 * loads from its address and is never swapped. The same holds for a photo a body shows in the preview pane.
 */
const chosen = new Map<string, string>();

/** The `blob:` address of the photo last chosen in this page under the file name `path` ends in, if one was. */
export const chosenPhoto = (path: string) => chosen.get(decodeURIComponent(path.slice(path.lastIndexOf('/') + 1)));

export function showUploadsBeforeSave(): void {
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
  const showKept = (event: Event) => {
    const image = event.target as Element | null;
    // The preview's images belong to its frame's window, so no `instanceof HTMLImageElement` of this one.
    if (image?.tagName !== 'IMG') return;
    const { origin, pathname } = new URL((image as HTMLImageElement).src, location.href);
    if (origin !== location.origin || !pathname.startsWith(CONTENT_PHOTOS_PATH)) return;
    const kept = chosenPhoto(pathname);
    if (kept) (image as HTMLImageElement).src = kept;
  };
  window.addEventListener('error', showKept, true);
  // The preview pane is a frame of its own: a photo a body shows there is looked after in the frame's window too.
  // A frame's load does not reach this window, so new frames are found as they are added.
  const watch = (frame: HTMLIFrameElement) => {
    const listen = () => frame.contentWindow?.addEventListener('error', showKept, true);
    listen();
    frame.addEventListener('load', listen);
  };
  new MutationObserver((changes) => {
    for (const change of changes)
      for (const node of change.addedNodes)
        if (node instanceof Element)
          for (const frame of node.matches('iframe') ? [node] : node.querySelectorAll('iframe'))
            watch(frame as HTMLIFrameElement);
  }).observe(document, { childList: true, subtree: true });
}
