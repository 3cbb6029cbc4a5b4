import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { OutputFile } from '../../build/output-file';
import { ContentError } from '../../build/problems';
import { silentProgress } from '../../build/progress';
import { startSchedule } from '../../build/schedule';
import { stageTimer } from '../../build/stage-timer';
import { memoryTarget } from '../../build/write/output-target';
import type { SearchFile, SearchIndexing } from '../../build/stages/search/search-index';

/** A schedule over an empty folder in memory, with a log of what happened in what order. */
function setUp(held: [string, string][] = []) {
  const files = new Map<string, string | Uint8Array>(held);
  const log: string[] = [];
  const schedule = startSchedule({
    target: memoryTarget(files),
    progress: silentProgress,
    timer: stageTimer(silentProgress),
  });
  return { files, log, schedule };
}

/** A fake output that logs when it is made. */
const output = (file: string, log: string[], extra: Partial<OutputFile> = {}): OutputFile => ({
  file,
  key: file,
  make: () => (log.push(`made ${file}`), file),
  ...extra,
});

/** Later than anything already queued. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

/** A search index whose single part is released by hand. */
function fakeIndex() {
  let release!: (files: SearchFile[]) => void;
  const part = new Promise<SearchFile[]>((resolve) => (release = resolve));
  const stopped: boolean[] = [];
  const search: SearchIndexing = { parts: [part], files: part, stop: () => void stopped.push(true) };
  const done = () => release([{ file: 'pagefind/0/entry.json', contents: new TextEncoder().encode('{}') }]);
  return { search, done, stopped };
}

const plan = (log: string[]) => ({ pages: [output('index.html', log)], covers: [], files: [] });

const schedule = suite('startSchedule');

schedule(
  'should draw the cards and start the index before the checks pass, and when they fail stop it and store nothing',
  async () => {
    const { files, log, schedule: run } = setUp();
    run.drawCards([output('images/social/home.jpg', log, { warm: async () => void log.push('drawn') })]);
    const index = fakeIndex();
    run.index(index.search);
    await settle();
    assert.equal(log, ['drawn'], 'drawn while the checks run');
    assert.equal([...files.keys()], [], 'nothing stored before the checks');
    assert.throws(
      () => run.fail([{ file: 'posts/a.md', field: 'title', message: 'is required' }]),
      (error: unknown) => error instanceof ContentError && error.problems.length === 1,
    );
    assert.equal(index.stopped, [true], 'the index is stopped');
    index.done();
    await settle();
    assert.equal([...files.keys()], [], 'nothing stored after they failed');
  },
);

schedule('should store the cards drawn early once every check has passed, with the other files', async () => {
  const { files, log, schedule: run } = setUp();
  run.drawCards([output('images/social/home.jpg', log, { warm: async () => void log.push('drawn') })]);
  await settle();
  const index = fakeIndex();
  run.index(index.search);
  index.done();
  await (await run.finish(plan(log))).settled;
  assert.ok(files.has('images/social/home.jpg'));
});

schedule('should make the pages while Pagefind works, and store each part of the index as it is ready', async () => {
  const { files, log, schedule: run } = setUp();
  const index = fakeIndex();
  run.index(index.search);
  const finishing = run.finish(plan(log));
  await settle();
  assert.equal(log, ['made index.html'], 'the pages are made before the index is');
  assert.not.ok(files.has('pagefind/0/entry.json'), 'not yet made');
  index.done();
  const { pagesRendered, settled } = await finishing;
  await settled;
  assert.ok(files.has('pagefind/0/entry.json'), 'the part is stored once the build has settled');
  assert.is(pagesRendered, 1);
});

schedule('should store nothing and fail naming both sources when two outputs claim one path', async () => {
  const { files, log, schedule: run } = setUp();
  run.drawCards([output('images/social/home.jpg', log, { warm: async () => void log.push('drawn') })]);
  const covers = [
    output('images/covers/calf-pain.svg', log, { from: 'posts/calf-pain.md' }),
    output('images/covers/calf-pain.svg', log, { from: 'courses/calf-pain.md' }),
  ];
  const publicFile = output('robots.txt', log, { from: 'public/robots.txt' });
  const index = fakeIndex();
  run.index(index.search);
  const finishing = run.finish({ pages: [], covers, files: [output('robots.txt', log), publicFile] });
  try {
    await finishing;
    assert.unreachable('the build should fail');
  } catch (error) {
    assert.instance(error, ContentError);
    assert.equal((error as ContentError).problems, [
      {
        file: 'courses/calf-pain.md',
        field: '',
        message: 'images/covers/calf-pain.svg is made by posts/calf-pain.md and by courses/calf-pain.md',
      },
      {
        file: 'public/robots.txt',
        field: '',
        message: "robots.txt is made by the site's own files and by public/robots.txt",
      },
    ]);
  }
  assert.equal(index.stopped, [true], 'the index is stopped, not waited for');
  index.done();
  await settle();
  assert.equal([...files.keys()], [], 'nothing stored, not even the card drawn early');
});

schedule("should store the pages first, then the index and the cards, each replacing the last build's", async () => {
  const old: [string, string][] = [
    ['pagefind/0/old.json', 'old index'],
    ['images/social/gone.jpg', 'a card no page has now'],
  ];
  const { files, log, schedule: run } = setUp(old);
  let drawCard!: () => void;
  const card = output('images/social/home.jpg', log, {
    make: () => new Promise<string>((resolve) => (drawCard = () => resolve('card'))),
  });
  run.drawCards([card]);
  const index = fakeIndex();
  run.index(index.search);
  const built = await run.finish(plan(log));
  assert.ok(files.has('index.html'), 'the page is stored');
  assert.ok(files.has('pagefind/0/old.json'), 'the last index is kept until the new one arrives');
  assert.not.ok(files.has('images/social/home.jpg'), 'the card comes later');
  assert.equal(built.written, { made: 1, written: 1, removed: 0 }, 'nothing but the page yet');
  index.done();
  drawCard();
  const written = await built.settled;
  assert.ok(files.has('pagefind/0/entry.json'));
  assert.not.ok(files.has('pagefind/0/old.json'), 'the last index is removed once the new one is stored');
  assert.is(String(files.get('images/social/home.jpg')), 'card');
  assert.not.ok(files.has('images/social/gone.jpg'), 'a card no page has is removed with the cards');
  assert.equal(written, { made: 3, written: 3, removed: 2 }, 'settled counts every file the build stored');
});

schedule.run();
