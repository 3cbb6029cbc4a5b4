import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { slugify, teamMemberSlug } from '../../src/lib/slug';

const slugifySuite = suite('slugify');
const cases: [string, string][] = [
  ['Back Pain: Common Causes', 'back-pain-common-causes'],
  ['  Sports Injuries  ', 'sports-injuries'],
  ["Women's Health", 'women-s-health'],
  ['--ACL -- tear--', 'acl-tear'],
  ['Ski-Fit 2025!', 'ski-fit-2025'],
  ['Café & Physio', 'caf-physio'],
  ['', ''],
  ['!!!', ''],
  ['foo_bar baz', 'foo-bar-baz'],
  ['already-a-slug', 'already-a-slug'],
  ['ACL Tear / Injury (2025)', 'acl-tear-injury-2025'],
  ['Tabs\tand\nnewlines', 'tabs-and-newlines'],
];
for (const [input, expected] of cases) {
  slugifySuite(`should turn ${JSON.stringify(input)} into ${JSON.stringify(expected)}`, () => {
    assert.is(slugify(input), expected);
  });
}
slugifySuite('should be idempotent and only ever produce lowercase letters, digits and single inner hyphens', () => {
  for (const [input] of cases) {
    const slug = slugify(input);
    assert.is(slugify(slug), slug);
    assert.ok(slug === '' || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug), `${JSON.stringify(slug)} breaks the rule`);
  }
});
slugifySuite.run();

const member = suite('teamMemberSlug');
const memberCases: [string, string][] = [
  ['Helen Marsh', 'helen-marsh'],
  ['Anna  Kowalska ', 'anna-kowalska'],
  ['Mary Jane Smith', 'mary-jane-smith'],
  ['Jean-Luc Picard', 'jean-luc-picard'],
  ['TOM BAKER', 'tom-baker'],
];
for (const [input, expected] of memberCases) {
  member(`should lowercase ${JSON.stringify(input)} and turn spaces into hyphens: ${JSON.stringify(expected)}`, () => {
    assert.is(teamMemberSlug(input), expected);
  });
}
member.run();
