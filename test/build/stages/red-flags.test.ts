import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { AnyContent } from '../../../build/model';
import { formatProblem } from '../../../build/problems';
import { withMemory } from '../../../build/reuse/memory';
import { newRecall } from '../../../build/reuse/recall';
import { checkRedFlags } from '../../../build/stages/checks/red-flags';
import type { Level, RedFlag, RedFlags } from '../../../src/lib/red-flags';

const flag = (id: string, level: Level, covers: string[], mentions: RedFlag['mentions'] = []): RedFlag => ({
  id,
  level,
  covers,
  mentions,
  field: `[${id}]`,
});

const achilles = flag('achilles-rupture', 'same-day', ['feeling of being kicked', 'pop during sport']);
const chestAllowed = flag(
  'chest-pain-exercise',
  'emergency',
  ['chest pain'],
  [
    {
      file: 'posts/a.md',
      text: 'ever had chest pain with exercise',
      reason: 'asks about the past before a plan starts',
      field: '[chest].mentions[0]',
    },
  ],
);
const chest = flag('chest-pain-exercise', 'emergency', ['chest pain']);
const heart = flag('heart-attack', 'emergency', ['chest pain']);
const flags: RedFlags = { file: 'snippets.yaml', flags: [achilles, chest, heart], onEveryPage: ['not-an-emergency'] };
const withAllowance: RedFlags = { ...flags, flags: [achilles, chestAllowed, heart] };

/** One post whose body starts on line 8 of its file, as front matter of six lines leaves it. */
const contentWith = (body: string) =>
  ({ entries: { posts: [{ file: 'posts/a.md', name: 'a', data: {}, body, bodyLine: 8 }] } }) as unknown as AnyContent;
const check = (body: string, given: RedFlags = flags) => checkRedFlags(contentWith(body), given).map(formatProblem);

const missing = (line: number, phrase: string, level: string, write: string) =>
  `posts/a.md: line ${line}: "${phrase}" is a red flag (${level}) named without its advice: write ${write} in this ` +
  'paragraph, or, if this mention gives no advice, allow it under the snippet in the data file with its reason';
const lowered = (line: number, route: string, phrase: string, level: string, id: string) =>
  `posts/a.md: line ${line}: "${route}" sends "${phrase}" to a lower route than its red flag (${level}): leave the ` +
  `route to {{snippet.${id}}}`;
const stale =
  'snippets.yaml: [chest].mentions[0]: posts/a.md no longer says "ever had chest pain with exercise" beside ' +
  'a symptom this snippet covers: remove the allowance';

const advice = suite('checkRedFlags: a covered symptom gives its snippet');
const adviceCases: [what: string, body: string, expected: string[]][] = [
  [
    'a symptom named without its snippet, on its own line, naming the snippet to write',
    'Calf strains are common.\nYou may have a feeling of being kicked in the calf.',
    [missing(9, 'feeling of being kicked', 'the same day', '{{snippet.achilles-rupture}}')],
  ],
  ['a symptom with its snippet in the same paragraph', 'A "pop" during sport: {{snippet.achilles-rupture}}', []],
  [
    'a lead-in ending in a colon, with the snippet in the list after it',
    'A feeling of *being kicked* can mean:\n\n- {{snippet.achilles-rupture}}',
    [],
  ],
  ['a symptom two snippets of one level cover, either of which will do', 'Chest pain: {{snippet.heart-attack}}', []],
  [
    'the snippet in another paragraph, which does not count',
    'A feeling of being kicked.\n\nLater: {{snippet.achilles-rupture}}',
    [missing(8, 'feeling of being kicked', 'the same day', '{{snippet.achilles-rupture}}')],
  ],
  [
    'every problem at once, in the order of their lines',
    'Chest pain.\n\nA pop during sport.',
    [
      missing(
        8,
        'chest pain',
        'an emergency: 999 or A&E',
        '{{snippet.chest-pain-exercise}} or {{snippet.heart-attack}}',
      ),
      missing(10, 'pop during sport', 'the same day', '{{snippet.achilles-rupture}}'),
    ],
  ],
];
for (const [what, body, expected] of adviceCases)
  advice(`should judge ${what}`, () => assert.equal(check(body), expected));

const prose = suite('checkRedFlags: only prose is read');
const proseCases: [what: string, body: string][] = [
  ['a link address', 'Read [our article](/blog/feeling-of-being-kicked/).'],
  ['inline code', 'The phrase `pop during sport` is in the data file.'],
  ['a fenced code block', '```\nchest pain\n```'],
  ['an HTML attribute', '<img src="/a.jpg" alt="" title="chest pain">'],
  ['a placeholder', 'Some advice: {{snippet.chest-pain}}'],
];
for (const [what, body] of proseCases) prose(`should not read ${what} as prose`, () => assert.equal(check(body), []));
prose('should read front matter as no part of the body', () => {
  // The loader gives the body without its front matter; a field naming a symptom is data, not advice.
  assert.equal(check('Nothing to see.'), []);
});

const routes = suite('checkRedFlags: no lower route for a covered symptom');
routes('should refuse a symptom sent to an ordinary visit, beside its snippet', () => {
  const body = '{{snippet.achilles-rupture}} A pop during sport should be assessed by your GP soon.';
  assert.equal(check(body), [
    lowered(8, 'assessed by your gp', 'pop during sport', 'the same day', 'achilles-rupture'),
  ]);
});
routes('should refuse advice to seek advice, and a wait of days', () => {
  const body = 'Chest pain: {{snippet.heart-attack}}\nWith chest pain, seek advice.\nChest pain within days is common.';
  const level = 'an emergency: 999 or A&E';
  assert.equal(check(body), [
    lowered(9, 'seek advice', 'chest pain', level, 'chest-pain-exercise'),
    lowered(10, 'within days', 'chest pain', level, 'chest-pain-exercise'),
  ]);
});
routes('should let a route in another sentence, or past a snippet, stand', () => {
  const body =
    'A pop during sport: {{snippet.achilles-rupture}} See your GP if a niggle lasts.\n' +
    'See your GP. Chest pain? {{snippet.heart-attack}}';
  assert.equal(check(body), []);
});
routes('should let a same-day route stand for a same-day symptom', () => {
  assert.equal(check('A pop during sport needs seeing the same day: {{snippet.achilles-rupture}}'), []);
});

const allowed = suite('checkRedFlags: mentions allowed with a reason');
allowed('should let an allowed mention stand without its snippet, and its route too', () => {
  const body = 'If you have ever had chest pain with exercise, see your GP before starting.';
  assert.equal(check(body, withAllowance), []);
});
allowed('should refuse the same words unless allowed', () => {
  const body = 'If you have ever had chest pain with exercise, see your GP before starting.';
  const level = 'an emergency: 999 or A&E';
  assert.equal(check(body), [
    missing(8, 'chest pain', level, '{{snippet.chest-pain-exercise}} or {{snippet.heart-attack}}'),
    lowered(8, 'see your gp', 'chest pain', level, 'chest-pain-exercise'),
  ]);
});
allowed('should refuse an allowance the file no longer needs', () => {
  assert.equal(check('Nothing about it now.', withAllowance), [stale]);
});
allowed('should not let the allowance cover another file', () => {
  const other = {
    entries: {
      posts: [
        { file: 'posts/b.md', name: 'b', data: {}, body: 'ever had chest pain with exercise', bodyLine: 1 },
        { file: 'posts/a.md', name: 'a', data: {}, body: '', bodyLine: 1 },
      ],
    },
  } as unknown as AnyContent;
  assert.equal(checkRedFlags(other, withAllowance).map(formatProblem), [
    'posts/b.md: line 1: "chest pain" is a red flag (an emergency: 999 or A&E) named without its advice: write ' +
      '{{snippet.chest-pain-exercise}} or {{snippet.heart-attack}} in this paragraph, or, if this mention gives no ' +
      'advice, allow it under the snippet in the data file with its reason',
    stale,
  ]);
});

const levels = suite('checkRedFlags: one symptom, one level');
levels('should refuse a phrase two snippets cover at different levels, or one holding it', () => {
  const sight = flag('headache-urgent', 'urgent', ['jaw pain when chewing', 'change in your sight']);
  const emergency = flag('headache-emergency', 'emergency', ['sudden change in your sight']);
  assert.equal(checkRedFlags(contentWith(''), { ...flags, flags: [sight, emergency] }).map(formatProblem), [
    'snippets.yaml: [headache-emergency].covers[0]: "sudden change in your sight" is covered at the level ' +
      'emergency here and "change in your sight" at urgent by headache-urgent: one symptom has one route, so ' +
      'cover it in one snippet',
  ]);
});
levels('should let snippets of one level share a phrase', () => {
  assert.equal(checkRedFlags(contentWith(''), { ...flags, flags: [chest, heart] }).map(formatProblem), []);
});
levels('should check nothing without red flags', () => {
  assert.equal(checkRedFlags(contentWith('Chest pain.'), undefined), []);
});

const once = suite('checkRedFlags: each snippet once on a page');
once('should refuse a snippet given twice, naming the line it is first on', () => {
  const body = 'A pop during sport: {{snippet.achilles-rupture}}\n\nAgain: {{snippet.achilles-rupture}}';
  assert.equal(check(body), [
    'posts/a.md: line 10: {{snippet.achilles-rupture}} is already given on line 8: give each piece of advice once on ' +
      'a page',
  ]);
});
once('should refuse a snippet the frame gives on every page', () => {
  assert.equal(check('{{snippet.not-an-emergency}}'), [
    'posts/a.md: line 8: {{snippet.not-an-emergency}} is on every page already, in its footer: ' +
      'leave it out of the body',
  ]);
});

advice.run();
prose.run();
routes.run();
allowed.run();
levels.run();
once.run();

const kept = suite('checkRedFlags: in a process that keeps its last build');
kept('should read again only what changed: an edited body, or the snippets a body is read against', () => {
  const recall = newRecall();
  const body = 'If you have ever had chest pain with exercise, tell us.';
  const build = (given: RedFlags, text = body) => withMemory(recall, () => check(text, given));
  const first = build(flags);
  assert.equal(first.length, 1, 'the mention, not yet allowed');
  assert.equal(build(flags), first, 'the same answer from the memory');
  assert.equal(build(withAllowance), [], 'an allowance added to the snippets is read');
  assert.equal(build(withAllowance, 'No symptom here.'), [stale], 'an edited body is read again');
});
kept.run();
