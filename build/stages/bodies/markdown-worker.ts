import { parentPort } from 'node:worker_threads';
import { renderMarkdown } from './render-markdown';

/** A helper thread of `renderMarkdownBatch`: renders each chunk of Markdown it is sent. */
parentPort?.on('message', (texts: string[]) => parentPort?.postMessage(texts.map(renderMarkdown)));
