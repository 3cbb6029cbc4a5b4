import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { AnyContent } from '../../../build/model';
import { formatProblem } from '../../../build/problems';
import { checkCopiedFacts } from '../../../build/stages/checks/copied-facts';
import type { Fact } from '../../../src/content/registry';
import { pricingSchema } from '../../../src/content/pricing';
import { siteFacts } from '../../../src/content/site-tokens';
import { urgentRouteFact } from '../../../src/content/urgent-routes';
import { clinicFixture } from '../../lib/fixtures';

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

const routes = suite('checkCopiedFacts: urgent routes');
const routeMessage = (line: number, route: string) =>
  `posts/a.md: line ${line}: "${route}" is ${urgentRouteFact.what}: write ${urgentRouteFact.placeholder} instead`;
const routeCases: [what: string, body: string, expected: string[]][] = [
  ['a route given by its snippet', 'Before anything else: {{snippet.dvt}}', []],
  ['999 in prose, whatever its case', 'Rest it.\nCALL 999 if you collapse.', [routeMessage(9, '999')]],
  ['A&E and NHS 111 on one line, once', 'Go to A&E, or call NHS 111.', [routeMessage(8, 'A&E')]],
  ['an urgent treatment centre', 'Go to an urgent treatment centre.', [routeMessage(8, 'urgent treatment centre')]],
  ['a same-day GP', 'See your GP the same day.', [routeMessage(8, 'GP the same day')]],
  ['an urgent GP appointment', 'Ask for an urgent GP appointment.', [routeMessage(8, 'urgent GP')]],
  ['a GP seen promptly', 'A child with a limp should see a GP promptly.', [routeMessage(8, 'GP promptly')]],
  ['a fracture clinic now', 'Contact your fracture clinic today.', [routeMessage(8, 'fracture clinic today')]],
  ['a routine GP visit', 'See your GP if it is not better in a few weeks.', []],
  ['a fracture clinic that is not a route', 'Your fracture clinic will tell you when to start.', []],
  ['a GP and urgency in different sentences', 'It is rarely urgent. Your GP can help.', []],
  ['a phone number ending in 999', 'Call 020 7946 0999 to book.', []],
  ['999 in a link address, which is not prose', 'Read [our winter guide](/blog/winter-999/).', []],
  ['A&E in inline code, which is not prose', 'The data file says `A&E`.', []],
  ['999 in the words of a link, which are prose', 'Read [call 999](/blog/x/).', [routeMessage(8, '999')]],
];
for (const [what, body, expected] of routeCases) {
  routes(`should judge ${what}`, () => {
    assert.equal(checkCopiedFacts(contentWith(body), [urgentRouteFact]).map(formatProblem), expected);
  });
}

const fees = suite('checkCopiedFacts: fees the price list does not hold');
const pricing = pricingSchema.parse({
  note: 'Per session.',
  sections: [
    {
      title: 'Physio',
      items: [
        {
          id: 'home-visit',
          name: 'Home visit',
          duration: '60 minutes',
          price: 95,
          areas: ['Tooting', 'Balham', 'Putney'],
        },
      ],
    },
  ],
});
const feeFacts = siteFacts({ pricing });
const unlisted = (line: number, fee: string) =>
  `posts/a.md: line ${line}: "${fee}" is a fee written in prose, which only pricing.yaml gives: write the ` +
  '{{fee.<id>}} of its item in pricing.yaml (add one there) instead';
const feeCases: [what: string, body: string, expected: string[]][] = [
  ['a fee by its placeholder', 'It costs {{fee.home-visit}}.', []],
  [
    'a listed fee copied, named once by its item',
    'It costs £95.',
    [
      'posts/a.md: line 8: "£95" is the fee of Home visit (60 minutes) in pricing.yaml: ' +
        'write {{fee.home-visit}} instead',
    ],
  ],
  ['a fee the list does not hold', 'The club costs £5 a year.', [unlisted(8, '£5')]],
  ['a larger figure that starts like a listed one', 'A course is £950.', [unlisted(8, '£950')]],
  ['a listed figure with pence', 'It was £95.50.', [unlisted(8, '£95.50')]],
  ['the areas by their placeholder', 'We visit {{areas.home-visit}}.', []],
  [
    'the areas written out',
    'We visit Tooting, Balham and Putney.',
    [
      'posts/a.md: line 8: "Tooting, Balham and Putney" is the areas of Home visit in pricing.yaml: write ' +
        '{{areas.home-visit}} instead',
    ],
  ],
];
for (const [what, body, expected] of feeCases) {
  fees(`should judge ${what}`, () => {
    assert.equal(checkCopiedFacts(contentWith(body), feeFacts).map(formatProblem), expected);
  });
}

const siteWide = suite('checkCopiedFacts: Book links and the years of experience');
const siteYaml = { email: 'a@b.example', experienceYears: 25 } as Parameters<typeof siteFacts>[0]['site'];
const siteWideFacts = siteFacts({ site: siteYaml });
const siteWideCases: [what: string, body: string, expected: string[]][] = [
  ['a Book link by its placeholder', 'Call us or {{booking.link}}.', []],
  [
    'a Book link written by hand',
    'Call us or [book online]( {{ booking }} ).',
    [
      'posts/a.md: line 8: "]( {{ booking }} )" is a Book link written by hand, which would not say while online ' +
        'booking is a stand-in: write {{booking.link}} instead',
    ],
  ],
  ['the years by their placeholder', 'Helen has {{experienceYears}} years of experience.', []],
  [
    'the years written out',
    'Over 25+ years in practice.',
    [
      'posts/a.md: line 8: "25+ years" is the director\'s years of experience in site.yaml: write ' +
        '{{experienceYears}} years instead',
    ],
  ],
  ['another number of years', 'She has 250 years of history and 5 years of records.', []],
];
for (const [what, body, expected] of siteWideCases) {
  siteWide(`should judge ${what}`, () => {
    assert.equal(checkCopiedFacts(contentWith(body), siteWideFacts).map(formatProblem), expected);
  });
}

const building = suite("checkCopiedFacts: a clinic's building");
const buildingFacts = siteFacts({
  clinics: [clinicFixture({ id: 'wimbledon', name: 'Wimbledon Village', building: 'Village Surgery' })],
});
const buildingCases: [what: string, body: string, expected: string[]][] = [
  ['the address by its placeholder', 'We are at {{address.wimbledon}}.', []],
  [
    'the building named on its own',
    'Our clinic is based at Village Surgery.',
    [
      'posts/a.md: line 8: "Village Surgery" is the building of the Wimbledon Village clinic, part of its address in ' +
        'clinics.yaml: write {{address.wimbledon}} instead',
    ],
  ],
];
for (const [what, body, expected] of buildingCases) {
  building(`should judge ${what}`, () => {
    assert.equal(checkCopiedFacts(contentWith(body), buildingFacts).map(formatProblem), expected);
  });
}

copies.run();
siteWide.run();
building.run();
routes.run();
fees.run();
