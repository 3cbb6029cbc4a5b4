import { parentPort, workerData } from 'node:worker_threads';
import { drawCards, type CardJob, type SocialCardBrand } from './social-cards';

/** The thread `renderSocialCards` starts when many cards need drawing: draws them and sends each back as it is done. */
const { jobs, brand } = workerData as { jobs: CardJob[]; brand: SocialCardBrand };
drawCards(jobs, brand).forEach((card, index) => void card.then((contents) => parentPort?.postMessage({ index, contents })));
