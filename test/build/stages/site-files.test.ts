import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { speculationRules } from '../../../build/stages/outputs/site-files';

const rules = suite('speculationRules');
const parsed = JSON.parse(speculationRules({ moved: [] })) as {
  prefetch: { source: string; eagerness: string; where: { and: object[] } }[];
};

rules('should be one prefetch rule over the links of the page, on hover or press', () => {
  assert.is(parsed.prefetch.length, 1);
  assert.is(parsed.prefetch[0]?.source, 'document');
  assert.is(parsed.prefetch[0]?.eagerness, 'moderate');
  assert.not.ok('prerender' in parsed, 'prefetch only: a prerendered page would run its islands unseen');
});

rules("should take only this site's pages, never search pages, the search index or files that are not pages", () => {
  const clauses = parsed.prefetch[0]?.where.and ?? [];
  assert.equal(clauses[0], { href_matches: '/*' });
  const excluded = clauses.slice(1).map((clause) => (clause as { not: { href_matches: string } }).not.href_matches);
  assert.equal(excluded, ['/search/*', '/assets/*', '/images/*', '/pagefind/*', '/admin/*', '/*.xml', '/*.json']);
});

rules('should never prefetch an old address, which is a redirect rather than a page', () => {
  const moved = [
    { from: '/blog/old-knees/', to: '/blog/knees/', source: { file: 'posts/knees.md', field: 'redirect_from[0]' } },
  ];
  const clauses = (JSON.parse(speculationRules({ moved })) as typeof parsed).prefetch[0]?.where.and ?? [];
  assert.equal(clauses.at(-1), { not: { href_matches: '/blog/old-knees/' } });
});

rules.run();
