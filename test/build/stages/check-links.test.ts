import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { checkLinks } from '../../../build/stages/checks/check-links';
import type { LinkSource } from '../../../build/model';

const check = suite('checkLinks');
const pages = new Set(['/', '/blog/', '/blog/neck-pain/', '/contact/', '/services/sports-massage/']);
// An uploaded photo is a file a body may show (the build adds the site's photos to the files).
const files = new Set(['/favicon.svg', '/feed.xml', '/images/logo.svg', '/images/posts/knee.jpg']);
const missingSlash = (link: string, path: string) => `link "${link}" needs a trailing slash: "${path}/"`;
const oneComputer = (link: string, host: string) =>
  `link "${link}" is an address on the computer it was typed on (${host}), not on the web; ` +
  "link to the page's own address";
const dead = (link: string) => `link "${link}" points to no page or file on the site`;
const missingPhoto = (link: string, path: string) =>
  `photo "${link}" is not in the site's photos (content${path}); upload it, or choose one that is`;

const cases: [string, string | null][] = [
  ['/', null],
  ['/blog/neck-pain/', null],
  ['/services/sports-massage/', null],
  ['/blog/neck-pain', missingSlash('/blog/neck-pain', '/blog/neck-pain')],
  ['/contact', missingSlash('/contact', '/contact')],
  ['/favicon.svg', null],
  ['/feed.xml', null],
  ['/images/logo.svg?v=2', null],
  ['/contact/?clinic=earlsfield', null],
  ['/contact/#form', null],
  ['/blog/?page=2#top', null],
  ['/?utm_source=leaflet', null],
  ['/#top', null],
  ['/contact#form', missingSlash('/contact#form', '/contact')],
  ['/blog?page=2', missingSlash('/blog?page=2', '/blog')],
  ['#section', null],
  ['https://clinic.example/nowhere/', null],
  ['http://clinic.example/nowhere/', null],
  ['mailto:info@clinic.example', null],
  ['tel:+442079460321', null],
  ['//cdn.example.com/nowhere.js', null],
  ['/blog/frozen-shoulder/', dead('/blog/frozen-shoulder/')],
  ['/images/missing.svg', dead('/images/missing.svg')],
  ['/images/posts/knee.jpg', null],
  ['/images/knee.jpg', missingPhoto('/images/knee.jpg', '/images/knee.jpg')],
  ['/images/posts/Knee%20X-ray.PNG', missingPhoto('/images/posts/Knee%20X-ray.PNG', '/images/posts/Knee%20X-ray.PNG')],
  ['/blog/neck-pain/index.html', dead('/blog/neck-pain/index.html')],
  ['/feed.xml/', dead('/feed.xml/')],
  [
    'www.nhs.uk/conditions/',
    'link "www.nhs.uk/conditions/" has no https:// in front, so it leads nowhere; write ' +
      '"https://www.nhs.uk/conditions/"',
  ],
  ['WWW.nhs.uk', 'link "WWW.nhs.uk" has no https:// in front, so it leads nowhere; write "https://WWW.nhs.uk"'],
  ['https://www.nhs.uk/', null],
  ['http://localhost:3000/blog/neck-pain/', oneComputer('http://localhost:3000/blog/neck-pain/', 'localhost')],
  ['localhost:3000/contact/', oneComputer('localhost:3000/contact/', 'localhost')],
  ['https://127.0.0.1/', oneComputer('https://127.0.0.1/', '127.0.0.1')],
  ['http://[::1]:3000/', oneComputer('http://[::1]:3000/', '[::1]')],
  ['https://localhost.example/', null],
];
for (const [link, message] of cases) {
  check(`should report ${JSON.stringify(link)} ${message ? `as: ${message}` : 'as nothing'}`, () => {
    const problems = checkLinks([{ file: 'blog/neck-pain.md', links: [link] }], { pages, files }).problems;
    assert.equal(problems, message ? [{ file: 'blog/neck-pain.md', field: 'body', message }] : []);
  });
}

check('should name the field a link came from, and default it to body', () => {
  const sources: LinkSource[] = [
    { file: 'navigation.yaml', field: 'header', links: ['/about/'] },
    { file: 'blog/neck-pain.md', links: ['/about/'] },
    { file: 'home.yaml', field: '', links: ['/about/'] },
  ];
  assert.equal(
    checkLinks(sources, { pages, files }).problems.map(({ file, field }) => `${file}|${field}`),
    ['navigation.yaml|header', 'blog/neck-pain.md|body', 'home.yaml|'],
  );
});

check('should report every problem of every source, in the order the sources and links come', () => {
  const sources: LinkSource[] = [
    { file: 'blog/neck-pain.md', links: ['/missing/', '/', '/blog'] },
    { file: 'services/sports-massage.md', links: ['https://example.com/'] },
    { file: 'navigation.yaml', field: 'footer', links: ['/contact', '/privacy/', '/contact/'] },
  ];
  assert.equal(checkLinks(sources, { pages, files }).problems, [
    { file: 'blog/neck-pain.md', field: 'body', message: dead('/missing/') },
    { file: 'blog/neck-pain.md', field: 'body', message: missingSlash('/blog', '/blog') },
    { file: 'navigation.yaml', field: 'footer', message: missingSlash('/contact', '/contact') },
    { file: 'navigation.yaml', field: 'footer', message: dead('/privacy/') },
  ]);
});

check('should report a link each time it appears', () => {
  const problems = checkLinks(
    [
      { file: 'a.md', links: ['/gone/', '/gone/'] },
      { file: 'b.md', links: ['/gone/'] },
    ],
    { pages, files },
  ).problems;
  assert.equal(
    problems.map((problem) => problem.file),
    ['a.md', 'a.md', 'b.md'],
  );
});

check('should find nothing to report without sources or links', () => {
  assert.equal(checkLinks([], { pages, files }).problems, []);
  assert.equal(checkLinks([{ file: 'a.md', links: [] }], { pages, files }).problems, []);
});

check('should treat every internal link as dead when nothing is built', () => {
  const problems = checkLinks([{ file: 'a.md', links: ['/', '/favicon.svg', 'https://example.com/'] }], {
    pages: new Set(),
    files: new Set(),
  }).problems;
  assert.equal(
    problems.map((problem) => problem.message),
    [dead('/'), dead('/favicon.svg')],
  );
});

check(
  'should pass a link to an old address with a warning naming the new one, and refuse a link to a left-out post ' +
    'naming it',
  () => {
    const moved = new Map([['/blog/old-knees/', '/blog/knees/']]);
    const withheld = new Map([
      ['/blog/draft/', { file: 'posts/draft.md', reason: 'a draft' }],
      ['/blog/soon/', { file: 'posts/soon.md', reason: 'scheduled for 3 March 2027' }],
    ]);
    const { problems, warnings } = checkLinks(
      [{ file: 'posts/a.md', links: ['/blog/old-knees/', '/blog/draft/', '/blog/soon/#top'] }],
      { pages, files, moved, withheld },
    );
    assert.equal(
      warnings.map((w) => w.message),
      ['link "/blog/old-knees/" is an old address, which redirects to /blog/knees/; link to /blog/knees/'],
    );
    assert.equal(
      problems.map((p) => `${p.file}: ${p.field}: ${p.message}`),
      [
        'posts/a.md: body: link "/blog/draft/" points to posts/draft.md (a draft), which this build leaves out; ' +
          'publish it first, or remove the link',
        'posts/a.md: body: link "/blog/soon/#top" points to posts/soon.md (scheduled for 3 March 2027), which this ' +
          'build leaves out; publish it first, or remove the link',
      ],
    );
  },
);

check('should say where a page went when a link names its address of the last build and nothing redirects it', () => {
  const renamed = new Map([['/blog/ankle-sprains/', { file: 'posts/ankle-sprains.md', to: '/blog/sprained-ankle/' }]]);
  const { problems } = checkLinks([{ file: 'posts/padel.md', links: ['/blog/ankle-sprains/'] }], {
    pages,
    files,
    renamed,
  });
  assert.equal(
    problems.map((p) => p.message),
    [
      'link "/blog/ankle-sprains/" is the old address of posts/ankle-sprains.md, now at /blog/sprained-ankle/; link ' +
        'to /blog/sprained-ankle/, or add redirect_from: [/blog/ankle-sprains/] to posts/ankle-sprains.md',
    ],
  );
});

check.run();
