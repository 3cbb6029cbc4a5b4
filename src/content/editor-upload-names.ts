/**
 * The name an upload takes when its own is taken in the folder: `knee.jpg` becomes `knee-2.jpg`, `knee-2.jpg`
 * becomes `knee-3.jpg`. One rule for the editor's page and the dev server's local mode, so both number alike.
 */
export function nextName(name: string): string {
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  const numbered = /^(.*)-(\d+)$/.exec(stem);
  return numbered ? `${numbered[1]}-${Number(numbered[2]) + 1}${extension}` : `${stem}-2${extension}`;
}
