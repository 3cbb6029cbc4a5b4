import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { suite } from 'uvu';
import { fakeCode, reuseFor } from '../reuse/fake-code';
import * as assert from 'uvu/assert';
import { diskStore } from '../../../build/reuse/disk-store';
import { memoryStore } from '../../../build/reuse/memory-store';
import type { CodeKeys } from '../../../build/reuse/code-keys';
import { drawCards } from '../../../build/stages/cards/card-pixels';
import { cardMarkup, cardText, type SocialCardPage, textWidth, wrapText } from '../../../build/stages/cards/card-text';
import { socialCardOutputs } from '../../../build/stages/cards/social-cards';
import { folderTarget } from '../../../build/write/output-target';
import { openWriter } from '../../../build/write/write-site';
import { pathClashes } from '../../../build/write/path-clashes';
import { formatProblem } from '../../../build/problems';
import { socialCardPath } from '../../../src/lib/site-layout';
import { withStore } from '../../../build/reuse/memory';

const brand = {
  name: 'Wandle Physiotherapy',
  tagline: 'Physiotherapy and rehabilitation in Earlsfield and Wimbledon Village',
};

const cardPath = suite('socialCardPath');
const pathCases: [string, string][] = [
  ['/', '/images/social/home.jpg'],
  ['/about/', '/images/social/about.jpg'],
  ['/blog/neck-pain/', '/images/social/blog-neck-pain.jpg'],
  ['/blog/category/sports-injuries/', '/images/social/blog-category-sports-injuries.jpg'],
  ['/blog/page/2/', '/images/social/blog-page-2.jpg'],
  ['/404.html', '/images/social/404-html.jpg'],
];
for (const [input, expected] of pathCases) {
  cardPath(`should put the card of ${input} at ${expected}`, () => {
    assert.is(socialCardPath(input), expected);
  });
}
cardPath.run();

const wrap = suite('wrapText');
const font = { widths: Array<number>(95).fill(50), size: 20 };
wrap('should keep a short title on one line', () => {
  assert.equal(wrapText('Pilates', 1000, font, 3), { lines: ['Pilates'], truncated: false });
});
wrap('should break between words so that every line fits the width', () => {
  const { lines, truncated } = wrapText('one two three four five six', 150, font, 3);
  assert.equal(lines, ['one two three', 'four five six']);
  assert.not.ok(truncated);
  for (const line of lines) assert.ok(textWidth(line, font) <= 150, line);
});
wrap('should end the last allowed line with an ellipsis when the text is longer', () => {
  const { lines, truncated } = wrapText('aaaa bbbb cccc dddd eeee ffff', 100, font, 2);
  assert.ok(truncated);
  assert.is(lines.length, 2);
  assert.is(lines[0], 'aaaa bbbb');
  assert.ok(lines[1]!.endsWith('…'), lines[1]);
  assert.ok(textWidth(lines[1]!, font) <= 100, lines[1]);
});
wrap('should split a word that is wider than a line', () => {
  const { lines } = wrapText('Supercalifragilistic', 100, font, 3);
  assert.equal(lines, ['Supercalif', 'ragilistic']);
});
wrap('should measure characters outside the width table as wide letters, so they never overflow', () => {
  assert.is(textWidth('é’', { widths: [], size: 10 }), 16);
  assert.is(textWidth('ab', { widths: Array<number>(95).fill(50), size: 10, spacing: 3 }), 16);
});
wrap.run();

const text = suite('cardText and cardMarkup');
text('should escape <, &, quotes and apostrophes, so nothing a page gives is read as markup', () => {
  const markup = cardMarkup(`<b>"Go"</b> & 'on'`, 72, '#fff');
  assert.ok(markup.includes('>&lt;b&gt;&quot;Go&quot;&lt;/b&gt; &amp; &apos;on&apos;</span>'), markup);
  assert.not.match(markup, /<b>/);
});
text('should drop control characters that XML forbids', () => {
  assert.equal(cardText({ path: '/', title: 'Bad\u0000title\u0008', kicker: 'R\u0001&D' }), {
    kicker: 'R&D',
    size: 72,
    lines: ['Badtitle'],
  });
});
text(
  'should fit at most three title lines, shrinking the size first, and ending a longer title with an ellipsis',
  () => {
    const long = cardText({ path: '/', title: 'word '.repeat(60) });
    assert.is(long.lines.length, 3);
    assert.is(long.size, 50);
    assert.ok(long.lines[2]!.endsWith('…'));
    const medium = cardText({
      path: '/',
      title: 'Physiotherapy and rehabilitation for runners, walkers and everyone else who likes to move',
    });
    assert.ok(
      medium.size < 72 && medium.lines.length <= 3 && !medium.lines.at(-1)!.endsWith('…'),
      JSON.stringify(medium),
    );
    assert.equal(cardText({ path: '/', title: 'Pilates', kicker: 'Services' }), {
      kicker: 'SERVICES',
      size: 72,
      lines: ['Pilates'],
    });
  },
);
text.run();

const render = suite('socialCardOutputs');
const code: CodeKeys = fakeCode();
const temp = await mkdtemp(path.join(tmpdir(), 'clinic-cards-'));
const pages: SocialCardPage[] = [
  { path: '/', title: 'Wandle Physiotherapy: Physiotherapy in Earlsfield and Wimbledon Village' },
  { path: '/blog/neck-pain/', title: 'Neck pain <at> work & "text neck"', kicker: 'Conditions' },
  { path: '/services/pilates/', title: 'Pilates', kicker: 'Services' },
];
interface Card {
  file: string;
  key: string;
  contents: Buffer;
}
let folders = 0;
/**
 * A cache and records of their own for one test, so that no test depends on what another left behind: `first` is the
 * pages' cards as a build with an empty cache draws them.
 */
async function fresh() {
  const dir = path.join(temp, String(folders++));
  const cacheDir = path.join(dir, 'cache');
  const store = () => diskStore({ records: path.join(dir, 'records'), shared: cacheDir });
  /** Every card made, as a build with a fresh output folder would. */
  const cardsFor = (list: SocialCardPage[]): Promise<Card[]> =>
    withStore(reuseFor(store(), code), () =>
      Promise.all(
        socialCardOutputs(list, brand).map(async ({ file, key, make }) => ({
          file,
          key: key!,
          contents: (await make()) as Buffer,
        })),
      ),
    );
  const cacheFiles = async () =>
    (await readdir(path.join(cacheDir, 'social'))).filter((f) => !f.includes('.tmp-')).sort();
  const first = await cardsFor(pages);
  return { dir, cacheDir, store, cardsFor, cacheFiles, first };
}
render.after(() => rm(temp, { recursive: true, force: true }));

render('should return a 1200×630 JPEG for every page, at its card path, in page order', async () => {
  const { first } = await fresh();
  assert.equal(
    first.map((card) => card.file),
    ['images/social/home.jpg', 'images/social/blog-neck-pain.jpg', 'images/social/services-pilates.jpg'],
  );
  for (const { file, contents } of first) {
    const { format, width, height } = await sharp(contents).metadata();
    assert.equal({ format, width, height }, { format: 'jpeg', width: 1200, height: 630 }, file);
  }
});
render('should cache one file per card', async () => {
  const { cacheFiles } = await fresh();
  assert.is((await cacheFiles()).length, pages.length);
});
render('should return identical bytes from the cache without drawing again', async () => {
  const { cacheDir, cardsFor, cacheFiles, first } = await fresh();
  const files = await cacheFiles();
  const before = await Promise.all(files.map(async (f) => (await stat(path.join(cacheDir, 'social', f))).mtimeMs));
  const again = await cardsFor(pages);
  assert.equal(again, first);
  assert.equal(await cacheFiles(), files, 'nothing new was stored');
  const after = await Promise.all(files.map(async (f) => (await stat(path.join(cacheDir, 'social', f))).mtimeMs));
  assert.equal(after, before, 'no cached card was rewritten');
});
render(
  'should take a card from the cache rather than redraw it: a planted cache file comes back as it is',
  async () => {
    const { cacheDir, cardsFor, cacheFiles, first } = await fresh();
    const [planted] = await cacheFiles();
    const marker = Buffer.from('planted');
    await writeFile(path.join(cacheDir, 'social', planted!), marker);
    const cards = await cardsFor(pages);
    assert.ok(cards.some((card) => card.contents.equals(marker)));
    await rm(path.join(cacheDir, 'social', planted!));
    const redrawn = await cardsFor(pages);
    assert.equal(redrawn, first, 'a card missing from the cache is drawn again, identically');
  },
);
render('should neither draw nor read the cards the output already holds with the same key', async () => {
  const { dir, cacheDir, store, cacheFiles, first } = await fresh();
  const kept = memoryStore(store());
  const write = (list: SocialCardPage[]) =>
    withStore(reuseFor(kept, code), () => {
      const writer = openWriter(folderTarget(path.join(dir, 'dist')));
      for (const card of socialCardOutputs(list, brand)) writer.put(card);
      writer.release();
      return writer.finish();
    });
  await write(pages);
  await rm(path.join(cacheDir, 'social', `${first[0]!.key}.jpg`));
  const retitled = pages.map((page) =>
    page.path === '/services/pilates/' ? { ...page, title: 'Clinical Pilates' } : page,
  );
  assert.equal(await write(retitled), { made: 1, written: 1, removed: 0 });
  assert.not.ok(
    (await cacheFiles()).includes(`${first[0]!.key}.jpg`),
    'the held home card, gone from the cache, was not drawn again',
  );
});
render('should draw a different card when a title changes, and keep the unchanged ones', async () => {
  const { cardsFor, cacheFiles, first } = await fresh();
  const changed = pages.map((page) =>
    page.path === '/services/pilates/' ? { ...page, title: 'Clinical Pilates' } : page,
  );
  const cards = await cardsFor(changed);
  assert.not.ok(cards[2]!.contents.equals(first[2]!.contents));
  assert.ok(cards[0]!.contents.equals(first[0]!.contents));
  assert.is((await cacheFiles()).length, pages.length + 1);
});
/** The largest channel deviation in the title area, left of the decorative circle. */
const titleBand = async (contents: Buffer, left = 80, width = 780): Promise<number> => {
  const { data } = await sharp(contents)
    .extract({ left, top: 190, width, height: 250 })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const mean = data.reduce((sum, value) => sum + value, 0) / data.length;
  return Math.sqrt(data.reduce((sum, value) => sum + (value - mean) ** 2, 0) / data.length);
};
render(
  'should lay the title over the background: the title band varies far more than on a card without one',
  async () => {
    const { cardsFor, first } = await fresh();
    const [blank] = await cardsFor([{ path: '/blank/', title: '' }]);
    const empty = await titleBand(blank!.contents);
    assert.ok(empty < 8, `the background alone is a smooth gradient (stdev ${empty})`);
    for (const { file, contents } of first) {
      const drawn = await titleBand(contents);
      assert.ok(drawn > empty + 20, `${file}: stdev ${drawn} against ${empty}`);
    }
    const footer = await sharp(first[0]!.contents)
      .extract({ left: 80, top: 520, width: 400, height: 80 })
      .greyscale()
      .raw()
      .toBuffer();
    assert.ok(
      footer.some((value) => value > 200),
      'the site name and tagline are drawn too',
    );
    assert.ok(
      footer.some((value) => value < 120),
      'on the dark background',
    );
  },
);
render('should not cut off glyphs wider than their measured width', async () => {
  // An em dash is measured as 0.8 em but drawn 1 em wide: ten of them reach past the band set aside.
  const { cardsFor } = await fresh();
  const [dashes] = await cardsFor([{ path: '/dashes/', title: '—'.repeat(10) }]);
  assert.ok((await titleBand(dashes!.contents, 740, 50)) > 20, 'the last dashes are drawn');
});
render('should leave two pages whose cards would share a file to the path check, which names both', async () => {
  const { store } = await fresh();
  const cards = withStore(reuseFor(store(), code), () =>
    socialCardOutputs(
      [
        { path: '/a-b/', title: 'One', from: 'pages/a-b.md' },
        { path: '/a/b/', title: 'Two', from: 'pages/a/b.md' },
      ],
      brand,
    ),
  );
  assert.equal(pathClashes(cards).map(formatProblem), [
    'pages/a/b.md: images/social/a-b.jpg is made by pages/a-b.md and by pages/a/b.md',
  ]);
});
render("should leave nothing of one card's text on the next card drawn on the same canvas", async () => {
  const background = sharp({ create: { width: 1200, height: 630, channels: 3, background: '#08434d' } })
    .raw()
    .toBuffer();
  const long = {
    text: cardText({
      path: '/a/',
      title: 'A long title that wraps over three whole lines of the card, and more, and more',
      kicker: 'Sports Injuries',
    }),
  };
  const short = { text: cardText({ path: '/b/', title: 'Pilates' }) };
  const [, afterLong] = await Promise.all(drawCards([long, short], background, 1));
  const [alone] = await Promise.all(drawCards([short], background, 1));
  assert.ok(afterLong!.equals(alone!), 'the same bytes as the card drawn on a fresh canvas');
});

render.run();
