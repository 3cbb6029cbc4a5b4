const FENCE = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** Splits a Markdown file into its YAML front matter text and body. */
export function splitFrontMatter(source: string): { yaml: string; body: string; bodyLine: number } | null {
  const match = FENCE.exec(source.replace(/^\uFEFF/, ''));
  if (!match) return null;
  const yaml = match[1] ?? '';
  return { yaml, body: source.slice(match[0].length), bodyLine: yaml.split('\n').length + 3 };
}
