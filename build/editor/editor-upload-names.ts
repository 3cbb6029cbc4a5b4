/**
 * The name an upload takes on its `attempt`th try (2, 3, …) when its own name is taken in the folder: `knee.jpg`
 * becomes `knee-2.jpg`, then `knee-3.jpg`. The number is always added to the name the photo came with, never read
 * back from it, so a name that ends in a number of its own keeps it: `knee-2024.jpg` becomes `knee-2024-2.jpg`.
 * One rule for the editor's page and the dev server's local mode, so both number alike.
 */
export function numberedName(name: string, attempt: number): string {
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  return `${stem}-${attempt}${extension}`;
}
