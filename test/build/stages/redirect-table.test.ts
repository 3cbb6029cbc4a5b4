import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { formatProblem } from '../../../build/problems';
import { outlineSite } from '../../../build/stages/outline/outline-site';
import { validateContent } from '../../../build/stages/read/validate-content';
import { collections, page, post, smallSite } from './small-site';
import { clinicSite } from '../../../templates/clinic-site';

const base = collections();
/**
 * The small site with a post that moved and redirects.yaml as given: its moves and problems, through the real stages.
 */
function movesOf(redirectFrom: string[], listed: object[] = [], extraPages: string[] = []) {
  const posts = [...base.posts, post('knees', '2024-01-01T09:00:00+00:00', { redirect_from: redirectFrom })];
  const pages = [...base.pages, ...extraPages.map((slug) => page(slug, { redirect_from: ['/blog/old-knees/'] }))];
  const outline = outlineSite(
    validateContent(smallSite({ posts, pages }, { redirects: listed }), {}, clinicSite).value,
    clinicSite,
  );
  return {
    moved: outline.value?.moved.map(({ from, to }) => `${from} → ${to}`).filter((move) => !smallSiteMoves.has(move)),
    problems: outline.problems.map(formatProblem),
  };
}
/** The moves the small site has of itself (its other collections' old addresses), which every case keeps. */
const smallSiteMoves = new Set(
  outlineSite(validateContent(smallSite(), {}, clinicSite).value, clinicSite).value?.moved.map(
    ({ from, to }) => `${from} → ${to}`,
  ),
);

const table = suite('redirectTable');

table('should move each old address of a page, and each listed move, to a page', () => {
  assert.equal(movesOf(['/blog/old-knees/', '/knees/'], [{ from: '/services/gone/', to: '/blog/knees/' }]), {
    moved: ['/blog/old-knees/ → /blog/knees/', '/knees/ → /blog/knees/', '/services/gone/ → /blog/knees/'],
    problems: [],
  });
});

const refusals: [what: string, redirectFrom: string[], listed: object[], extraPages: string[], problem: string][] = [
  [
    'an old address that is a page',
    ['/about/'],
    [],
    [],
    'posts/knees.md: redirect_from[0]: /about/ is a page of the site (pages/about.md), so it cannot redirect elsewhere',
  ],
  [
    'an old address that is a built-in page',
    ['/blog/'],
    [],
    [],
    "posts/knees.md: redirect_from[0]: /blog/ is a page of the site (the site's own blog page), so it cannot " +
      'redirect elsewhere',
  ],
  [
    'a move to an address that is not a page',
    [],
    [{ from: '/old/', to: '/nowhere/' }],
    [],
    'redirects.yaml: [0].to: /nowhere/ is not a page of the site',
  ],
  [
    'a chain',
    ['/blog/old-knees/'],
    [{ from: '/older/', to: '/blog/old-knees/' }],
    [],
    'redirects.yaml: [0].to: /blog/old-knees/ is itself an old address, redirected to /blog/knees/: point straight ' +
      'at the page (no chains)',
  ],
  ['a loop', [], [{ from: '/round/', to: '/round/' }], [], 'redirects.yaml: [0].to: /round/ redirects to itself'],
  [
    'two files claiming one old address',
    ['/blog/old-knees/'],
    [],
    ['knee-clinic'],
    'pages/knee-clinic.md: redirect_from[0]: /blog/old-knees/ is already redirected to /blog/knees/ by posts/knees.md',
  ],
  [
    'a listed move claiming an address a page already claims',
    ['/blog/old-knees/'],
    [{ from: '/blog/old-knees/', to: '/about/' }],
    [],
    'redirects.yaml: [0].from: /blog/old-knees/ is already redirected to /blog/knees/ by posts/knees.md',
  ],
];
for (const [what, redirectFrom, listed, extraPages, problem] of refusals) {
  table(`should refuse ${what}, naming the file and field`, () => {
    assert.equal(movesOf(redirectFrom, listed, extraPages).problems, [problem]);
  });
}

table.run();
