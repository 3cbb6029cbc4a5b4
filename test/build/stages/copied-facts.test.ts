import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { AnyContent } from '../../../build/model';
import { formatProblem } from '../../../build/problems';
import { checkCopiedFacts } from '../../../build/stages/checks/copied-facts';
import type { Fact } from '../../../src/content/registry';

const facts: Fact[] = [
  { literal: '£95', placeholder: '{{fee.home-visit}}', what: 'the fee of Home visit (60 minutes) in pricing.yaml' },
  { literal: '£80', placeholder: '{{fee.sports-massage-60}}', what: 'the fee of Sports massage (60 minutes)' },
  { literal: '£80', placeholder: '{{fee.pregnancy-massage}}', what: 'the fee of Pregnancy massage (60 minutes)' },
  { literal: '020 7946 0321', placeholder: '{{phone.earlsfield}}', what: "the Earlsfield clinic's phone number" },
];

/** One post whose body starts on line 8 of its file, as front matter of six lines leaves it. */
const contentWith = (body: string) =>
  ({
    entries: { posts: [{ file: 'posts/a.md', name: 'a', data: {}, body, bodyLine: 8 }] },
  }) as unknown as AnyContent;

const copies = suite('checkCopiedFacts');
const cases: [what: string, body: string, expected: string[]][] = [
  ['a fee named by its placeholder', 'A home visit costs {{fee.home-visit}}.', []],
  [
    'a fee copied by hand, on the line it is on',
    'Home visits.\n\nThey cost £95, including travel.',
    [
      'posts/a.md: line 10: "£95" is the fee of Home visit (60 minutes) in pricing.yaml: write {{fee.home-visit}} ' +
        'instead',
    ],
  ],
  ['a larger figure that starts the same', 'A course of ten is £950.', []],
  ['a figure with pence that starts the same', 'It was £95.50 in 2012.', []],
  [
    'a figure two fees share, naming both',
    'An hour of massage is £80.',
    [
      'posts/a.md: line 8: "£80" is the fee of Sports massage (60 minutes); the fee of Pregnancy massage (60 ' +
        'minutes): write {{fee.sports-massage-60}} or {{fee.pregnancy-massage}} instead',
    ],
  ],
  [
    "a clinic's phone number written out",
    'Call 020 7946 0321 to book.',
    [`posts/a.md: line 8: "020 7946 0321" is the Earlsfield clinic's phone number: write {{phone.earlsfield}} instead`],
  ],
  ['a phone number the data does not hold', 'Call NHS 111, or 020 7946 0999.', []],
];
for (const [what, body, expected] of cases) {
  copies(`should judge ${what}`, () => {
    assert.equal(checkCopiedFacts(contentWith(body), facts).map(formatProblem), expected);
  });
}

copies.run();
