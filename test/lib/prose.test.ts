import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { proseBlocks, proseOf } from '../../src/lib/prose';

const prose = suite('proseOf');
const cases: [what: string, body: string, expected: string][] = [
  ['keep plain prose', 'Call us today.', 'Call us today.'],
  ["blank a link's address, keeping its words", 'See [the guide](/blog/a-999/).', `See [the guide${' '.repeat(15)}.`],
  ["blank an image's address and title", '![A knee](/k.jpg "999")', '![A knee               '],
  ['blank inline code', 'Type `999` here.', 'Type       here.'],
  ['blank a fenced block, keeping its lines', 'a\n```\n999\n```\nb', 'a\n   \n   \n   \nb'],
  ['blank HTML tags and comments', '<a href="/x-999/">here</a> <!-- 999 -->', `${' '.repeat(18)}here${' '.repeat(17)}`],
  ['blank an autolink', 'Go to <https://x.example/999>.', 'Go to                        .'],
];
for (const [what, body, expected] of cases)
  prose(`should ${what}`, () => {
    assert.is(proseOf(body), expected);
    assert.is(proseOf(body).length, body.length);
  });

const blocks = suite('proseBlocks');
blocks('should split on blank lines and headings, keeping a list together, with each first line', () => {
  const body = 'One.\nStill one.\n\n## Heading\nLead-in:\n- item\n- item';
  assert.equal(proseBlocks(body), [
    { line: 0, lines: ['One.', 'Still one.'] },
    { line: 3, lines: ['## Heading'] },
    { line: 4, lines: ['Lead-in:', '- item', '- item'] },
  ]);
});
blocks('should leave out a block that is all code', () => {
  assert.equal(proseBlocks('```\ncode\n```\n\nText.'), [{ line: 4, lines: ['Text.'] }]);
});

prose.run();
blocks.run();
