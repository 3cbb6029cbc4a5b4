import { parentPort, workerData } from 'node:worker_threads';
import { renderMarkdown } from './render-markdown';

/** Renders a slice of Markdown documents for a cold build of a large site. */
parentPort?.postMessage((workerData as string[]).map(renderMarkdown));
