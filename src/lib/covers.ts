/** Splits a title into at most `maxLines` lines of about `width` characters for the cover artwork. */
export function wrapTitle(title: string, width = 26, maxLines = 4): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.trim().split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}
