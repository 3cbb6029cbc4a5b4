/**
 * The prose of a Markdown body: what a reader reads as sentences. Link and image addresses, code, HTML
 * tags and comments are blanked out with spaces, so a slug ending in 999 or an attribute never reads as
 * advice, while every line and column stays where it was and a problem still names the file's own line.
 */
export function proseOf(body: string): string {
  const blank = (text: string) => text.replace(/[^\n]/g, ' ');
  return (
    body
      // Fenced code first: nothing inside it is Markdown, let alone prose.
      .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, blank)
      .replace(/<!--[\s\S]*?-->/g, blank)
      .replace(/`[^`\n]+`/g, blank)
      // A link's or image's address and title: `[words](address "title")` keeps its words.
      .replace(/(\]\()([^)\n]*)(\))/g, (_, open: string, address: string, close: string) =>
        blank(`${open}${address}${close}`),
      )
      .replace(/^(\s*\[[^\]\n]+\]:)[^\n]*$/gm, blank)
      .replace(/<(?:https?:|mailto:|tel:)[^>\s]*>/g, blank)
      .replace(/<\/?[a-zA-Z][^>]*>/g, blank)
  );
}

/** A block of prose: lines with no blank line between them, such as a paragraph, a list or a heading. */
export interface ProseBlock {
  /** The block's first line, counted from 0 within the body. */
  line: number;
  lines: string[];
}

/**
 * The body's prose in blocks. A heading is a block of its own; the items of one list stay together, so a
 * warning and the snippet that follows it in the next item are read as one piece of advice.
 */
export function proseBlocks(body: string): ProseBlock[] {
  const blocks: ProseBlock[] = [];
  let current: ProseBlock | undefined;
  proseOf(body)
    .split('\n')
    .forEach((text, i) => {
      const heading = /^\s{0,3}#{1,6}\s/.test(text);
      if (!text.trim() || heading) current = undefined;
      if (!text.trim()) return;
      if (!current) blocks.push((current = { line: i, lines: [] }));
      current.lines.push(text);
      if (heading) current = undefined;
    });
  return blocks;
}
