import { renderMarkdown } from './render-markdown';

/** A helper thread of `renderMarkdownBatch` (a tinypool task): renders each chunk of Markdown it is sent. */
export default function renderChunk(texts: string[]) {
  return texts.map(renderMarkdown);
}
