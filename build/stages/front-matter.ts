const FENCE = /^---\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/;

/**
 * Splits a Markdown file into its YAML front matter text and body (a byte order mark is dropped
 * first, so the body starts where the editor sees it). `bodyLine` is the file's line the body starts on.
 */
export function splitFrontMatter(source: string): { yaml: string; body: string; bodyLine: number } | null {
  const text = source.replace(/^\uFEFF/, '');
  const match = FENCE.exec(text);
  if (!match) return null;
  const fenceLines = match[0].split('\n').length - 1;
  return {
    yaml: match[1] ?? '',
    body: text.slice(match[0].length),
    bodyLine: fenceLines + (match[0].endsWith('\n') ? 1 : 2),
  };
}
