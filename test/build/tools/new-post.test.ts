import { readFile } from 'node:fs/promises';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { CORE_SCHEMA, load } from 'js-yaml';
import { fillTemplate, londonTimestamp } from '../../../build/tools/new-post';
import { splitFrontMatter } from '../../../build/stages/read/front-matter';
import { postFrontMatterSchema } from '../../../src/content/post';

const timestamp = suite('londonTimestamp');
const cases: [string, string][] = [
  ['2025-07-01T08:30:00Z', '2025-07-01T09:30:00+01:00'],
  ['2025-12-01T08:30:00Z', '2025-12-01T08:30:00+00:00'],
  ['2025-03-30T00:59:59Z', '2025-03-30T00:59:59+00:00'],
  ['2025-03-30T01:00:00Z', '2025-03-30T02:00:00+01:00'],
];
for (const [utc, expected] of cases) {
  timestamp(`should write ${utc} as ${expected}`, () => assert.is(londonTimestamp(new Date(utc)), expected));
}
timestamp.run();

const fill = suite('fillTemplate');
fill('should produce a post that passes validation, with title, slug, id and dates filled in', async () => {
  const template = await readFile('content/posts/_template.md', 'utf8');
  const text = fillTemplate(
    template,
    'Knee pain: a "quick" guide',
    new Date('2025-07-01T08:30:00Z'),
    '3f0e8a52-1c7d-4a8e-9b1f-2d3c4b5a6e7f',
  );
  const data = load(splitFrontMatter(text)?.yaml ?? '', { schema: CORE_SCHEMA }) as Record<string, unknown>;
  const result = postFrontMatterSchema.safeParse(data);
  assert.ok(result.success, JSON.stringify(result.error?.issues));
  assert.is(data.title, 'Knee pain: a "quick" guide');
  assert.is(data.slug, 'knee-pain-a-quick-guide');
  assert.is(data.published_at, '2025-07-01T09:30:00+01:00');
  assert.is(data.published, false, 'a new post starts as a draft');
  assert.not.match(text, /Copy this file/);
});
fill.run();
