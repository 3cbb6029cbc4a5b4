import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { describeStandIns, findStandIns } from '../../../build/stages/checks/check-stand-ins';
import { formatProblem } from '../../../build/problems';
import { clinicsSchema, shownAddress } from '../../../src/content/clinic';
import { insurersMark, insurersSchema, testimonialsSchema } from '../../../src/content/lists';
import { pricingSchema } from '../../../src/content/pricing';
import { siteSchema } from '../../../src/content/site';
import { markedText } from '../../../src/content/stand-in';
import { clinicSite } from '../../../templates/clinic-site';

const shipped = (file: string) => load(readFileSync(`content/${file}`, 'utf8')) as Record<string, unknown> & unknown[];
const site = shipped('site.yaml');
const clinics = shipped('clinics.yaml');
const mark = (value: unknown, replaceWith: string) => ({ standIn: value, replaceWith });
const lines = (data: Parameters<typeof findStandIns>[0]) => findStandIns(data, clinicSite).map(formatProblem);

/** site.yaml with every stand-in replaced by a real-looking value. */
const realSite = {
  ...site,
  url: 'https://www.clinic.co.uk',
  email: 'hello@clinic.co.uk',
  company: { name: 'Clinic Ltd', number: '09876543', office: '3 High Street, London SW19 5BY', ico: 'ZA123456' },
  booking: { url: 'https://book.clinic.co.uk/', practitioners: 'https://book.clinic.co.uk/team' },
  social: { facebook: 'https://www.facebook.com/clinic', instagram: 'https://www.instagram.com/clinic' },
  audits: { shockwave: '14 of 20 patients who finished a course in 2026 reported much less pain at three months' },
  emailjs: { serviceId: 'service_1', templateId: 'template_1', publicKey: 'key_1' },
  editor: { repo: 'clinic/website', authEndpoint: 'oauth/auth' },
};
const realClinic = {
  ...(clinics[0] as object),
  phone: '020 8123 4567',
  address: { street: '3 High Street', locality: 'Earlsfield', city: 'London', postcode: 'SW18 4AB' },
  mapsUrl: 'https://maps.app.goo.gl/abc',
  bookingUrl: 'https://book.clinic.co.uk/earlsfield',
  geo: { latitude: 51.44, longitude: -0.19 },
  access: ['Pay-and-display parking outside.'],
  googlePlaceId: 'ChIJx6m0mB8FdkgRvJm6a3a8Qxo',
};
const price = (value: unknown) => ({
  note: 'Per session.',
  sections: [
    { title: 'Physiotherapy', items: [{ id: 'initial', name: 'Initial', duration: '45 minutes', price: value }] },
  ],
});
const testimonial = (quote: unknown) => [
  { id: 't1', quote, patientName: 'A. B.', service: 'Pilates', rating: 5, source: 'static' },
];

const find = suite('findStandIns');

const cases: [kind: string, data: Parameters<typeof findStandIns>[0], expected: string[]][] = [
  [
    'a legal number',
    {
      site: siteSchema.parse({
        ...realSite,
        company: { ...realSite.company, number: mark('00000000', 'the Companies House number') },
      }),
    },
    ['site.yaml: company.number: this is a stand-in; replace it with the Companies House number'],
  ],
  [
    'an address on the site',
    { site: siteSchema.parse({ ...realSite, email: mark('a@b.example', 'the enquiries address') }) },
    ['site.yaml: email: this is a stand-in; replace it with the enquiries address'],
  ],
  [
    'an empty setting',
    {
      site: siteSchema.parse({
        ...realSite,
        emailjs: { ...realSite.emailjs, publicKey: mark('', 'the EmailJS public key') },
      }),
    },
    ['site.yaml: emailjs.publicKey: this is a stand-in; replace it with the EmailJS public key'],
  ],
  [
    'a drama phone number',
    {
      clinics: clinicsSchema.parse([
        realClinic,
        { ...realClinic, id: 'b', phone: mark('020 7946 0654', "the clinic's number") },
      ]),
    },
    ["clinics.yaml: [1].phone: this is a stand-in; replace it with the clinic's number"],
  ],
  [
    'a whole address',
    { clinics: clinicsSchema.parse([{ ...realClinic, address: mark(realClinic.address, 'the street address') }]) },
    ['clinics.yaml: [0].address: this is a stand-in; replace it with the street address'],
  ],
  [
    'a fee',
    { pricing: pricingSchema.parse(price(mark(85, 'the fee in pounds'))) },
    ['pricing.yaml: sections[0].items[0].price: this is a stand-in; replace it with the fee in pounds'],
  ],
  [
    'a sample testimonial',
    { testimonials: testimonialsSchema.parse(testimonial(mark('Lovely.', 'a real review'))) },
    ['testimonials.yaml: [0].quote: this is a stand-in; replace it with a real review'],
  ],
  [
    'real values',
    {
      site: siteSchema.parse(realSite),
      clinics: clinicsSchema.parse([realClinic]),
      pricing: pricingSchema.parse(price(85)),
      testimonials: testimonialsSchema.parse(testimonial('Lovely.')),
    },
    [],
  ],
];
for (const [kind, data, expected] of cases) {
  find(`should report ${kind} as ${expected.length ? 'a stand-in' : 'nothing'}`, () =>
    assert.equal(lines(data), expected),
  );
}

find('should find every stand-in the shipped data files mark, each with what to replace it with', () => {
  const found = lines({
    site: siteSchema.parse(site),
    clinics: clinicsSchema.parse(clinics),
    pricing: pricingSchema.parse(shipped('pricing.yaml')),
    testimonials: testimonialsSchema.parse(shipped('testimonials.yaml')),
    insurers: insurersSchema.parse(shipped('insurers.yaml')),
  });
  for (const expected of [
    'clinics.yaml: [1].building: ',
    'insurers.yaml: [2].description: ',
    'site.yaml: company.number: ',
    'site.yaml: company.ico: ',
    'clinics.yaml: [0].phone: ',
    'pricing.yaml: sections[0].items[0].price: ',
    'testimonials.yaml: [7].quote: ',
  ]) {
    assert.ok(
      found.some((line) => line.startsWith(expected)),
      expected,
    );
  }
  assert.ok(
    found.every((line) => / this is a stand-in; replace it with \S/.test(line)),
    found.join('\n'),
  );
});
find.run();

const schemas = suite('standInOr in the schemas');

schemas('should give the value itself to templates, and name the marked field', () => {
  const parsed = siteSchema.parse({
    ...realSite,
    company: { ...realSite.company, ico: mark('ZA000000', 'the ICO number') },
  });
  assert.is(parsed.company.ico, 'ZA000000');
  assert.equal(parsed.company.standIns, { ico: 'the ICO number' });
  assert.is(markedText(parsed.company, 'ico'), 'ZA000000 (placeholder)');
  assert.is(markedText(parsed.company, 'number'), '09876543');
});

schemas("should check a stand-in by its field's own rule, and a plain value as before", () => {
  const plain = clinicsSchema.safeParse([{ ...realClinic, phone: '12 34' }]);
  assert.equal(
    plain.error?.issues.map((i) => [i.path.join('.'), i.message]),
    [['0.phone', 'must be a UK number such as 020 7946 0321']],
  );
  const marked = clinicsSchema.safeParse([{ ...realClinic, phone: mark('12 34', 'the number') }]);
  assert.equal(
    marked.error?.issues.map((i) => [i.path.join('.'), i.message]),
    [['0.phone.standIn', 'must be a UK number such as 020 7946 0321']],
  );
  assert.not.ok(pricingSchema.safeParse(price({ standIn: 85 })).success, 'a stand-in says what to replace it with');
});
schemas('should mark an address whose building is a stand-in, while the clinic confirms it', () => {
  const [confirmed, unconfirmed] = clinicsSchema.parse([
    { ...realClinic, building: 'The Old Surgery' },
    { ...realClinic, building: mark('The Old Surgery', 'the building') },
  ]);
  assert.is(confirmed && shownAddress(confirmed), 'The Old Surgery, 3 High Street, Earlsfield, London SW18 4AB');
  assert.is(
    unconfirmed && shownAddress(unconfirmed),
    'The Old Surgery, 3 High Street, Earlsfield, London SW18 4AB (placeholder)',
  );
});
schemas("should mark the list of insurers while any insurer's line is a stand-in", () => {
  const line = (description: unknown) => [{ name: 'Bupa', description }];
  assert.is(insurersMark(insurersSchema.parse(line(mark('We are recognised by Bupa.', 'how')))), '(placeholder)');
  assert.is(insurersMark(insurersSchema.parse(line('We are recognised by Bupa.'))), undefined);
});
schemas.run();

const describe = suite('describeStandIns');

describe('should count the stand-ins by file on one line', () => {
  const problems = [
    { file: 'site.yaml', field: 'email', message: '' },
    { file: 'pricing.yaml', field: 'sections[0].items[0].price', message: '' },
    { file: 'pricing.yaml', field: 'sections[0].items[1].price', message: '' },
  ];
  assert.is(
    describeStandIns(problems),
    '3 stand-in values remain (pricing.yaml 2, site.yaml 1); npm run build -- --release refuses them',
  );
  assert.is(
    describeStandIns(problems.slice(0, 1)),
    '1 stand-in value remains (site.yaml 1); npm run build -- --release refuses them',
  );
});

describe('should count a folder of many files with stand-ins as one, and name the files of a folder of few', () => {
  const inFile = (file: string) => ({ file, field: 'reviewed_at', message: '' });
  const posts = ['a', 'b', 'c', 'd'].map((slug) => inFile(`posts/${slug}.md`));
  assert.is(
    describeStandIns([inFile('site.yaml'), ...posts, inFile('team/helen-marsh.md')]),
    '6 stand-in values remain (posts/ (4 files) 4, site.yaml 1, team/helen-marsh.md 1); npm run build -- --release ' +
      'refuses them',
  );
});
describe.run();
