import { suite } from 'uvu';
import type { Pricing } from '../../../src/content/pricing';
import { fakeCode, reuseFor } from '../reuse/fake-code';
import * as assert from 'uvu/assert';
import { formatProblem } from '../../../build/problems';
import { memoryStore } from '../../../build/reuse/memory-store';
import type { ReuseStore } from '../../../build/reuse/store';
import type { RawContent, RawEntry } from '../../../build/model';
import { WORKER_THRESHOLD } from '../../../build/stages/bodies/markdown-batch';
import { MARKDOWN, startBodies } from '../../../build/stages/bodies/render-bodies';
import { siteFacts, tokenValues } from '../../../src/content/site-tokens';
import { urgentRouteFact } from '../../../src/content/urgent-routes';
import { validateContent } from '../../../build/stages/read/validate-content';
import type { ValidContent } from '../../../build/model';
import type { SiteData } from '../../../src/content/site-model';
import { collections, dataOf, page, post, smallSite, liveOnly } from './small-site';
import { clinicSite } from '../../../templates/clinic-site';
import { withStore } from '../../../build/reuse/memory';

const base = collections();
const code = fakeCode();
const valid = (raw: RawContent) => liveOnly(validateContent(raw, {}, clinicSite)).value;
const render = (content: ValidContent, store: ReuseStore = memoryStore(), keys = code) =>
  withStore(reuseFor(store, keys), () => startBodies(0).render(content, clinicSite));
const withPost = (body: string, fields: object = {}) =>
  smallSite({ posts: [...base.posts, post('neck-pain', '2024-01-01T09:00:00+00:00', fields, body)] });
const fees = (dataOf('pricing') as Pricing).sections.flatMap((section) =>
  section.items.map((item) => `fee.${item.id}`),
);
const known = [
  'name, email, mailto, booking, booking.button, booking.link, hours, experienceYears, director, ' +
    'company.name, company.number, ' +
    'company.office, company.ico, audit.shockwave, insurers, phone.earlsfield, tel.earlsfield, address.earlsfield, ' +
    'phone.wimbledon, tel.wimbledon, address.wimbledon',
  ...fees,
  'areas.home-visit',
  ...(dataOf('snippets') as unknown as { id: string }[]).map((snippet) => `snippet.${snippet.id}`),
].join(', ');

/** A store that counts the Markdown it had to render rather than reuse. */
function counting(inner = memoryStore()) {
  const made: string[] = [];
  const store: ReuseStore = {
    reuse: (shelf, key, make) =>
      inner.reuse(shelf, key, () => {
        if (shelf.name === MARKDOWN.name) made.push(key);
        return make();
      }),
    ensure: (shelf, key, make) => inner.ensure(shelf, key, make),
    exchange: (shelf, key, value) => inner.exchange(shelf, key, value),
    save: () => inner.save(),
  };
  return { store, made };
}

const tokens = suite('tokenValues');
const values = tokenValues(valid(smallSite()).data as SiteData);

const tokenCases: [name: string, value: string][] = [
  ['name', 'Wandle Physiotherapy'],
  ['email', 'enquiries@wandlephysio.example (placeholder)'],
  ['mailto', 'mailto:enquiries@wandlephysio.example'],
  ['booking', '/contact/'],
  ['booking.button', '<a class="button" href="/contact/">Book Online Now (placeholder)</a>'],
  ['booking.link', '[book online (placeholder)](/contact/)'],
  ['hours', 'Monday to Friday 7:30am to 8pm; Saturday 8:30am to 1:30pm; closed Sunday and bank holidays'],
  ['experienceYears', '25'],
  ['director', 'Helen Marsh'],
  ['company.number', '00000000 (placeholder)'],
  ['company.ico', 'ZA000000 (placeholder)'],
  [
    'audit.shockwave',
    '[number] of [number] patients who finished a course between [month year] and [month year] reported ' +
      'their pain as much better ' +
      'three months later (placeholder)',
  ],
  ['phone.earlsfield', '020 7946 0321 (placeholder)'],
  ['tel.earlsfield', 'tel:+442079460321'],
  ['address.earlsfield', '1 Example Parade, Garratt Lane, Earlsfield, London SW18 4AA (placeholder)'],
  ['phone.wimbledon', '020 7946 0654 (placeholder)'],
  ['fee.home-visit', '£95 (placeholder)'],
  [
    'areas.home-visit',
    'Earlsfield, Wandsworth, Streatham, Mitcham, Tooting, Balham, Clapham, Fulham, Wimbledon, Merton, ' +
      'New Malden and Putney',
  ],
];
for (const [name, value] of tokenCases) {
  tokens(`should give {{${name}}} from site.yaml or clinics.yaml`, () => {
    assert.is(values[name], value);
  });
}

tokens(
  "should give site placeholders first, three for each clinic in clinics.yaml's order, each fee, each snippet",
  () => {
    assert.is(Object.keys(values).join(', '), known);
  },
);

const facts = suite('siteFacts');
facts(
  'should name every fee, each clinic’s phone, address and building, the enquiries address, each snippet, ' +
    'urgent routes, ' +
    'hand-written Book links, the years of experience and fees the price list does not hold',
  () => {
    const data = valid(smallSite()).data as Parameters<typeof siteFacts>[0];
    const placeholders = siteFacts(data).map((fact) => fact.placeholder);
    const expected = [
      ...fees.map((name) => `{{${name}}}`),
      '{{areas.home-visit}}',
      ...['earlsfield', 'wimbledon'].flatMap((id) => [`{{phone.${id}}}`, `{{address.${id}}}`]),
      // Wimbledon Village's building, which its address holds too.
      '{{address.wimbledon}}',
      '{{email}}',
      '{{insurers}}',
      ...(dataOf('snippets') as unknown as { id: string }[]).map((snippet) => `{{snippet.${snippet.id}}}`),
      urgentRouteFact.placeholder,
      '{{booking.link}}',
      '{{experienceYears}} years',
      'the {{fee.<id>}} of its item in pricing.yaml (add one there)',
    ];
    assert.equal(placeholders, expected);
    assert.ok(siteFacts(data).every((fact) => fact.literal.length > 0 && !fact.literal.includes('(placeholder)')));
  },
);
facts.run();

const bodies = suite('startBodies');

const filled: [body: string, html: string][] = [
  ['Call {{phone.earlsfield}}.', '<p>Call 020 7946 0321 (placeholder).</p>'],
  ['A home visit costs {{fee.home-visit}}.', '<p>A home visit costs £95 (placeholder).</p>'],
  [
    'When to get help:\n\n- {{snippet.chest-pain-exercise}}',
    '<p>When to get help:</p>\n<ul>\n<li>If you have chest pain, become severely or unusually breathless, ' +
      'feel faint or ' +
      'collapse during exercise, stop and call 999.</li>\n</ul>',
  ],
  ['{{ name }} since {{experienceYears}} years', '<p>Wandle Physiotherapy since 25 years</p>'],
  ['[Email us]({{mailto}})', '<p><a href="mailto:enquiries@wandlephysio.example">Email us</a></p>'],
  ['[Call]({{tel.wimbledon}})', '<p><a href="tel:+442079460654">Call</a></p>'],
];
for (const [body, html] of filled) {
  bodies(`should fill placeholders before rendering: ${body}`, async () => {
    const { value, problems } = await render(valid(withPost(body)));
    assert.equal(problems, []);
    assert.is(value.bodies.get('posts/neck-pain.md')!.html, html);
  });
}

bodies('should report each unknown placeholder as file: body: with the known ones, and render the rest', async () => {
  const { value, problems } = await render(valid(withPost('{{fax}} and {{constructor}} for {{name}}')));
  assert.equal(problems.map(formatProblem), [
    `posts/neck-pain.md: body: unknown placeholder {{fax}}; known: ${known}`,
    `posts/neck-pain.md: body: unknown placeholder {{constructor}}; known: ${known}`,
  ]);
  assert.is(
    value.bodies.get('posts/neck-pain.md')!.html,
    '<p>{{fax}} and {{constructor}} for Wandle Physiotherapy</p>',
  );
});

bodies('should report a link read from the page it is on as a problem naming its file and line', async () => {
  const raw = withPost('Before a winter run:\n\n[wrap up warm](Warm), and read [about us](../about/).');
  const posts = (raw.collections as Record<string, RawEntry[]>).posts!;
  posts[posts.length - 1] = { ...posts.at(-1)!, bodyLine: 9 };
  const { problems } = await render(valid(raw));
  assert.equal(problems.map(formatProblem), [
    'posts/neck-pain.md: line 11: link "Warm" leads to no page: a link to a page of this site starts with / (such as ' +
      '/about/), and one to another site with https://',
    'posts/neck-pain.md: line 11: link "../about/" leads to no page: a link to a page of this site starts with / ' +
      '(such as /about/), and one to another site with https://',
  ]);
});

bodies('should render published posts, pages, team, services and the pricing note, and no draft', async () => {
  const { value } = await render(
    valid(smallSite({}, { pricing: { ...dataOf('pricing'), note: 'Fees are **per session**.' } })),
  );
  // Every collection's entries, whichever the registry has, less the draft.
  const published = Object.values(base)
    .flat()
    .filter((entry) => (entry.data as { published?: boolean }).published !== false);
  assert.ok(published.length < Object.values(base).flat().length, 'the small site has a draft');
  assert.equal(
    [...value.bodies.keys()].sort(),
    published
      .map((entry) => entry.file)
      .concat('pricing.yaml')
      .sort(),
  );
  assert.is(value.bodies.get('pricing.yaml')!.html, '<p>Fees are <strong>per session</strong>.</p>');
});

bodies(
  'should render the bodies of files that failed their schema, unless the post is unpublished, so their links are ' +
    'checked',
  async () => {
    const raw = smallSite({
      posts: [
        ...base.posts,
        post('neck-pain', '2024-01-01T09:00:00+00:00', { category: 'Gossip' }, 'See [the gym](/gym/).'),
        post('old', '2024-01-01T09:00:00+00:00', { category: 'Gossip', published: false }, '[x](/old/)'),
      ],
      pages: [page('about', { description: 'short' }, 'See [us](/us/).'), ...base.pages.slice(1)],
    });
    const { value } = await render(valid(raw));
    const links = new Map(value.links.map((source) => [source.file, source.links]));
    assert.equal(
      [links.get('posts/neck-pain.md'), links.get('pages/about.md'), links.has('posts/old.md')],
      [['/gym/'], ['/us/'], false],
    );
  },
);

bodies('should gather links and sanitiser warnings per file', async () => {
  const { value } = await render(
    valid(
      withPost(
        'See [the club](/contact/), ![](/images/x.jpg) and https://example.com today. <iframe ' +
          'src="https://evil.example/"></iframe>',
      ),
    ),
  );
  assert.equal(
    value.links.find((source) => source.file === 'posts/neck-pain.md'),
    { file: 'posts/neck-pain.md', links: ['/contact/', '/images/x.jpg'] },
  );
  assert.equal(value.warnings.map(formatProblem), [
    'posts/neck-pain.md: body: removed an iframe (https://evil.example/): frames need a title and a YouTube or ' +
      'Google Maps embed address',
    'posts/neck-pain.md: body: the web address https://example.com is shown as plain text; write it as ' +
      '[text](https://example.com) or <https://example.com> to make a link',
  ]);
  assert.equal(value.links.length, value.bodies.size, 'one link list per body');
});

bodies('should reuse a body rendered once, and render it again for other code or another text', async () => {
  const { store, made } = counting();
  const content = valid(withPost('Neck pain.'));
  const first = await render(content, store);
  assert.is(made.length, first.value.bodies.size);
  const second = await render(content, store);
  assert.is(made.length, first.value.bodies.size, 'nothing rendered the second time');
  assert.is(second.value.bodies.get('posts/neck-pain.md'), first.value.bodies.get('posts/neck-pain.md'));
  await render(valid(withPost('Neck pain, edited.')), store);
  assert.is(made.length, first.value.bodies.size + 1, 'only the edited body');
  await render(
    content,
    store,
    fakeCode(() => 'other code'),
  );
  assert.is(made.length, 2 * first.value.bodies.size + 1, 'every body again for other code');
});

bodies("should reuse a body when a placeholder's value is unchanged, and render it again when it changes", async () => {
  const { store, made } = counting();
  await render(valid(withPost('Call {{phone.earlsfield}}')), store);
  const count = made.length;
  await render(valid(withPost('Call {{phone.earlsfield}}')), store);
  assert.is(made.length, count);
  const moved = dataOf('clinics') as unknown as { phone: string }[];
  const { value } = await render(
    valid(
      smallSite(
        { posts: withPost('Call {{phone.earlsfield}}').collections.posts },
        { clinics: [{ ...moved[0], phone: '020 7946 0999' }, moved[1]] },
      ),
    ),
    store,
  );
  assert.is(value.bodies.get('posts/neck-pain.md')!.html, '<p>Call 020 7946 0999</p>');
  assert.ok(made.length > count);
});

bodies('should render nothing while site.yaml or clinics.yaml fails its schema', async () => {
  for (const data of [{ site: { name: 1 } }, { clinics: undefined }]) {
    const { value, problems } = await render(valid(smallSite({}, data)));
    assert.equal([value.bodies.size, value.links, value.warnings, problems], [0, [], [], []]);
  }
});

bodies('should be safe to dispose twice, with or without helper threads, and after rendering', async () => {
  for (const expected of [0, WORKER_THRESHOLD]) {
    const renderer = startBodies(expected);
    renderer.dispose();
    renderer.dispose();
  }
  const renderer = startBodies(0);
  await withStore(reuseFor(memoryStore(), code), () => renderer.render(valid(smallSite()), clinicSite));
  renderer.dispose();
  renderer.dispose();
});

tokens.run();
bodies.run();
