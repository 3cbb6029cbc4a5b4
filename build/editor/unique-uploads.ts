import { nextName } from '../../src/content/editor-upload-names';

/**
 * An upload never replaces another photo. When an upload's name is taken in its folder, Decap asks "… already
 * exists. Do you want to replace it?", and OK would swap a photo other pages show. The question is answered No
 * for the receptionist and the same photo is uploaded again as `knee-2.jpg` (then `knee-3.jpg`…) until the name is
 * free. Decap itself knows which names are taken, on GitHub as in local mode, so no list is kept here.
 */
const REPLACE_QUESTION = / already exists\. Do you want to replace it\?$/;

export function uploadUnderFreeNames(): void {
  let chosen: { input: HTMLInputElement; file: File } | undefined;
  // Capture, on the window: seen before the editor's own handler reads the file.
  window.addEventListener(
    'change',
    (event) => {
      const input = event.target;
      const file = input instanceof HTMLInputElement && input.type === 'file' ? input.files?.[0] : undefined;
      chosen = input instanceof HTMLInputElement && file ? { input, file } : undefined;
    },
    true,
  );
  const ask = window.confirm.bind(window);
  window.confirm = (message?: string) => {
    if (!chosen || !REPLACE_QUESTION.test(String(message))) return ask(message);
    const { input, file } = chosen;
    chosen = undefined;
    const renamed = new File([file], nextName(file.name), { type: file.type, lastModified: file.lastModified });
    // After the editor has finished with the refused upload: it clears the input when done.
    setTimeout(() => {
      const transfer = new DataTransfer();
      transfer.items.add(renamed);
      input.files = transfer.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    return false;
  };
}
