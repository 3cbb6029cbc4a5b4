import type { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type CardJob, drawCards } from '../../../build/stages/cards/card-pixels';
import { cardText } from '../../../build/stages/cards/card-text';
import { startBuildWorker } from '../../../build/worker-threads';
import { SOCIAL_CARD } from '../../../src/lib/routes';

// social-cards.ts keeps its brand background SVG to itself, so the cards here go on one of the test's own.
const background =
  `<svg xmlns="http://www.w3.org/2000/svg" width="${SOCIAL_CARD.width}" ` +
  `height="${SOCIAL_CARD.height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" ` +
  `stop-color="#08434d"/><stop offset="1" stop-color="#127c8a"/></linearGradient></defs><rect ` +
  `width="${SOCIAL_CARD.width}" height="${SOCIAL_CARD.height}" fill="url(#g)"/></svg>`;
const jobs: CardJob[] = [
  { text: cardText({ path: '/', title: 'Physiotherapy in Earlsfield and Wimbledon Village' }) },
  { text: cardText({ path: '/blog/neck-pain/', title: 'Neck pain <at> work & "text neck"', kicker: 'Conditions' }) },
  { text: cardText({ path: '/services/pilates/', title: 'Pilates', kicker: 'Services' }) },
];

interface Sent {
  index: number;
  contents: Buffer;
}
const thread = suite('card-worker');
let worker: Worker;
let sent: Sent[];
thread.before(async () => {
  // As drawInThread starts it: the jobs and the background SVG as worker data, one message per card.
  worker = startBuildWorker(new URL('../../../build/stages/cards/card-worker.ts', import.meta.url), {
    jobs,
    background,
  });
  sent = await new Promise<Sent[]>((resolve, reject) => {
    const received: Sent[] = [];
    worker.on('message', ({ index, contents }: { index: number; contents: Uint8Array }) => {
      received.push({ index, contents: Buffer.from(contents.buffer, contents.byteOffset, contents.byteLength) });
      if (received.length === jobs.length) resolve(received);
    });
    worker.once('error', reject);
  });
});
thread.after(() => worker.terminate().then(() => undefined));

const card = (index: number) => sent.find((message) => message.index === index)!.contents;

thread("should send each job's card once, with its index", () => {
  assert.equal(
    sent.map((message) => message.index).sort((a, b) => a - b),
    [0, 1, 2],
  );
});

for (const [index, { text }] of jobs.entries()) {
  thread(`should send card ${index} ("${text.lines.join(' ')}") as a JPEG of the social card's size`, async () => {
    const { format, width, height } = await sharp(card(index)).metadata();
    assert.equal({ format, width, height }, { format: 'jpeg', width: SOCIAL_CARD.width, height: SOCIAL_CARD.height });
  });
}

thread('should send the bytes drawCards draws on the main thread for the same jobs and background', async () => {
  const pixels = sharp(Buffer.from(background)).removeAlpha().raw().toBuffer();
  const here = await Promise.all(drawCards(jobs, pixels));
  for (const [index, contents] of here.entries()) assert.ok(card(index).equals(contents), `card ${index}`);
});

thread('should send a different card for each job, so each index names its own', () => {
  const distinct = new Set(jobs.map((_, index) => card(index).toString('base64')));
  assert.is(distinct.size, jobs.length);
});

thread.run();
