import { numberedName } from './editor-upload-names';

/**
 * An upload never replaces another photo. When an upload's name is taken in its folder, Decap asks "… already
 * exists. Do you want to replace it?", and OK would swap a photo other pages show. The question is answered No
 * for the receptionist and the same photo is uploaded again as `knee-2.jpg` (then `knee-3.jpg`…) until the name is
 * free. Decap itself knows which names are taken, on GitHub as in local mode, so no list is kept here.
 */
const REPLACE_QUESTION = / already exists\. Do you want to replace it\?$/;

/** A photo being tried again under a new name: the name it came with and the number it now carries. */
type Retry = { name: string; original: string; attempt: number };

export function uploadUnderFreeNames(): void {
  let chosen: { input: HTMLInputElement; file: File; retry?: Retry } | undefined;
  let retrying: Retry | undefined;
  // Capture, on the window: seen before the editor's own handler reads the file.
  window.addEventListener(
    'change',
    (event) => {
      const input = event.target;
      const file = input instanceof HTMLInputElement && input.type === 'file' ? input.files?.[0] : undefined;
      // Only the renamed photo this page hands back counts up; a photo chosen as `knee-2.jpg` starts afresh.
      const retry = retrying?.name === file?.name ? retrying : undefined;
      retrying = undefined;
      chosen = input instanceof HTMLInputElement && file ? { input, file, retry } : undefined;
    },
    true,
  );
  const ask = window.confirm.bind(window);
  window.confirm = (message?: string) => {
    if (!chosen || !REPLACE_QUESTION.test(String(message))) return ask(message);
    const { input, file, retry } = chosen;
    chosen = undefined;
    const original = retry?.original ?? file.name;
    const attempt = (retry?.attempt ?? 1) + 1;
    const name = numberedName(original, attempt);
    const renamed = new File([file], name, { type: file.type, lastModified: file.lastModified });
    // After the editor has finished with the refused upload: it clears the input when done.
    setTimeout(() => {
      retrying = { name, original, attempt };
      const transfer = new DataTransfer();
      transfer.items.add(renamed);
      input.files = transfer.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    return false;
  };
}
