import { parentPort, workerData } from 'node:worker_threads';
import { type CardJob, drawCardsInWorker } from './card-pixels';

/** The thread `socialCardOutputs` starts when many cards need drawing. */
const { jobs, background } = workerData as { jobs: CardJob[]; background: string };
drawCardsInWorker(jobs, background, (index, contents) => parentPort?.postMessage({ index, contents }));
