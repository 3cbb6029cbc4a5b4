import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { absoluteUrl, internalPath, paths, relativeLink } from '../../src/lib/routes';

const pathsSuite = suite('paths');
const pathCases: [string, string, string][] = [
  ['home', paths.home, '/'],
  ['blog', paths.blog, '/blog/'],
  ['post', paths.post('frozen-shoulder'), '/blog/frozen-shoulder/'],
  ['category', paths.category('Sports Injuries'), '/blog/category/sports-injuries/'],
  ['category', paths.category('Free Articles'), '/blog/category/free-articles/'],
  ['tag', paths.tag('injury prevention'), '/blog/tag/injury-prevention/'],
  ['tag', paths.tag('Sports Physiotherapy'), '/blog/tag/sports-physiotherapy/'],
  ['blogPage', paths.blogPage(1), '/blog/'],
  ['blogPage', paths.blogPage(0), '/blog/'],
  ['blogPage', paths.blogPage(2), '/blog/page/2/'],
  ['team', paths.team, '/team/'],
  ['teamGroup', paths.teamGroup('physiotherapists'), '/team/physiotherapists/'],
  ['teamMember', paths.teamMember('helen-marsh'), '/team/helen-marsh/'],
  ['services', paths.services, '/services/'],
  ['service', paths.service('sports-massage'), '/services/sports-massage/'],
  ['contact', paths.contact, '/contact/'],
];
for (const [name, actual, expected] of pathCases) {
  pathsSuite(`should build ${name} as ${expected}`, () => {
    assert.is(actual, expected);
  });
}
pathsSuite('should start and end every path with a slash (the spec enforces trailing slashes)', () => {
  for (const [, actual] of pathCases) assert.match(actual, /^\/(.+\/)?$/);
});
pathsSuite.run();

const absoluteUrlSuite = suite('absoluteUrl');
const urlCases: [string, string, string][] = [
  ['https://clinic.example', '/', 'https://clinic.example/'],
  ['https://clinic.example', '/blog/', 'https://clinic.example/blog/'],
  ['https://clinic.example/', '/blog/', 'https://clinic.example/blog/'],
  ['https://clinic.example', '/favicon.svg', 'https://clinic.example/favicon.svg'],
  ['https://www.clinic.example', '/blog/category/news/', 'https://www.clinic.example/blog/category/news/'],
];
for (const [origin, path, expected] of urlCases) {
  absoluteUrlSuite(`should join ${origin} and ${path} as ${expected}`, () => {
    assert.is(absoluteUrl(origin, path), expected);
  });
}
absoluteUrlSuite.run();

const internalPathSuite = suite('internalPath');
const internalCases: [string, string | null][] = [
  ['/', '/'],
  ['/blog/frozen-shoulder/', '/blog/frozen-shoulder/'],
  ['/contact/#form', '/contact/'],
  ['/blog/?page=2', '/blog/'],
  ['/blog/?page=2#top', '/blog/'],
  ['/#top', '/'],
  ['/?q=1', '/'],
  ['/images/logo.svg', '/images/logo.svg'],
  ['//cdn.example.com/x.js', null],
  ['https://clinic.example/blog/', null],
  ['mailto:info@clinic.example', null],
  ['tel:+442079460321', null],
  ['#section', null],
];
for (const [href, expected] of internalCases) {
  internalPathSuite(`should map ${JSON.stringify(href)} to ${JSON.stringify(expected)}`, () => {
    assert.is(internalPath(href), expected);
  });
}
internalPathSuite.run();

const relative = suite('relativeLink');
const relativeCases: [string, boolean][] = [
  ['Warm', true],
  ['about/', true],
  ['../about/', true],
  ['./prices', true],
  ['/about/', false],
  ['#booking', false],
  ['?page=2', false],
  ['https://www.nhs.uk/', false],
  ['mailto:enquiries@wandlephysio.example', false],
  ['tel:+442079460321', false],
  ['www.nhs.uk', false],
  ['localhost:3000/about/', false],
];
for (const [link, refused] of relativeCases)
  relative(`should ${refused ? '' : 'not '}refuse ${link}`, () => {
    assert.is(relativeLink(link) !== undefined, refused);
  });
relative.run();
