import { describeHours, formatAddress, telHref } from '../lib/contact-details';
import { listInWords } from '../lib/text';
import type { TokenValues } from '../lib/tokens';
import type { Insurer } from './lists';
import type { Pricing } from './pricing';
import type { Fact } from './registry';
import type { SiteData } from './site-model';
import type { Snippet } from './snippet';
import { bookingLink, markedText, STAND_IN_LABEL } from './stand-in';
import { shownAddress, shownPhone } from './clinic';
import { urgentRouteFact } from './urgent-routes';

type TokenData = Pick<SiteData, 'site' | 'clinics'> & { pricing?: Pricing; snippets?: Snippet[]; insurers?: Insurer[] };
type TokenFiles = Partial<SiteData & { pricing: Pricing; snippets: Snippet[] }>;

/** The insurers the clinic accepts, as a sentence gives them: "Allianz, AXA Health and Bupa". */
const insurerList = (insurers: readonly Insurer[]) => listInWords(insurers.map((insurer) => insurer.name));

/** Every fee of the price list, with its placeholder's name. */
const feesOf = (pricing?: Pricing) => pricing?.sections.flatMap((section) => section.items) ?? [];

/** A fee as prose gives it: "£95", marked when the price list's figure is a stand-in. */
const feeText = (item: ReturnType<typeof feesOf>[number]) =>
  item.standIns?.price === undefined ? `£${item.price}` : `£${item.price} ${STAND_IN_LABEL}`;

/**
 * Values for the {{...}} placeholders editors may write, from site.yaml, clinics.yaml and
 * pricing.yaml. A value that is still a stand-in reads as one wherever prose gives it; addresses
 * meant for links (mailto, tel) stay bare, and a stand-in booking page gives way to the contact page.
 */
export function tokenValues({ site, clinics, pricing, snippets = [], insurers = [] }: TokenData): TokenValues {
  const booking = bookingLink(site.booking, 'url');
  const bookLabel = booking.mark ? `Book Online Now ${booking.mark}` : 'Book Online Now';
  const values: Record<string, string> = {
    name: site.name,
    email: markedText(site, 'email'),
    mailto: `mailto:${site.email}`,
    booking: booking.href,
    // The button a page ends with, marked while online booking is a stand-in, as the site's own buttons are.
    'booking.button': `<a class="button" href="${booking.href}">${bookLabel}</a>`,
    // The same link inside a sentence ("call us or {{booking.link}}"), marked in its words as the button is.
    'booking.link': `[book online${booking.mark ? ` ${booking.mark}` : ''}](${booking.href})`,
    hours: describeHours(site.openingHours),
    experienceYears: String(site.experienceYears),
    director: site.director,
    'company.name': markedText(site.company, 'name'),
    'company.number': markedText(site.company, 'number'),
    'company.office': markedText(site.company, 'office'),
    'company.ico': markedText(site.company, 'ico'),
    'audit.shockwave': markedText(site.audits, 'shockwave'),
    insurers: insurerList(insurers),
  };
  for (const clinic of clinics) {
    values[`phone.${clinic.id}`] = shownPhone(clinic);
    values[`tel.${clinic.id}`] = telHref(clinic.phone);
    values[`address.${clinic.id}`] = shownAddress(clinic);
  }
  for (const item of feesOf(pricing)) values[`fee.${item.id}`] = feeText(item);
  for (const item of feesOf(pricing)) if (item.areas) values[`areas.${item.id}`] = listInWords(item.areas);
  for (const snippet of snippets) values[`snippet.${snippet.id}`] = snippet.text;
  return values;
}

/** The site's own facts by their placeholder, in the words of the editor's insert menu: beside their values. */
const FACT_NAMES: Record<string, string> = {
  name: "The clinic's name",
  email: 'Enquiries email',
  mailto: 'Enquiries email, as a link',
  booking: 'Online booking, as a link',
  'booking.button': 'Book Online Now button',
  'booking.link': 'Book online, as a link inside a sentence',
  hours: 'Opening hours',
  experienceYears: 'Years of experience',
  director: 'Clinic director',
  'company.name': 'Company name',
  'company.number': 'Company number',
  'company.office': 'Registered office',
  'company.ico': 'ICO registration',
  'audit.shockwave': 'Shockwave audit result',
  insurers: 'Insurers we work with',
};

/**
 * Each placeholder in the words a receptionist reads in the editor's menu: a fee by its item's name and length
 * ("Home visit, 60 minutes"), a clinic's detail by the clinic's name ("Earlsfield phone"), never by the code a page
 * stores. Clinical advice is offered by its own words, so it has none here.
 */
export function tokenNames({ clinics, pricing }: Pick<TokenData, 'clinics' | 'pricing'>): Record<string, string> {
  const names: Record<string, string> = { ...FACT_NAMES };
  for (const { id, name } of clinics) {
    names[`phone.${id}`] = `${name} phone`;
    names[`tel.${id}`] = `${name} phone, as a link`;
    names[`address.${id}`] = `${name} address`;
  }
  for (const item of feesOf(pricing)) {
    names[`fee.${item.id}`] = `${item.name}, ${item.duration}`;
    if (item.areas) names[`areas.${item.id}`] = `${item.name}: the areas it covers`;
  }
  return names;
}

/** The placeholders' values once the data files they come from are valid; until then bodies wait. */
export function siteTokens(data: TokenFiles): TokenValues | undefined {
  const { site, clinics, pricing, snippets, insurers } = data;
  return site && clinics && pricing && snippets && insurers
    ? tokenValues({ site, clinics, pricing, snippets, insurers })
    : undefined;
}

/**
 * The facts prose must name by placeholder: every fee, each clinic's phone and address, the enquiries address,
 * each clinical snippet, whose copy would not follow its next review, and any urgent route, which only a
 * snippet gives.
 */
export function siteFacts(data: TokenFiles): Fact[] {
  const { site, clinics = [], pricing, snippets = [], insurers = [] } = data;
  return [
    ...feesOf(pricing).map((item) => ({
      literal: `£${item.price}`,
      placeholder: `{{fee.${item.id}}}`,
      what: `the fee of ${item.name} (${item.duration}) in pricing.yaml`,
    })),
    ...feesOf(pricing).flatMap(({ id, name, areas }) =>
      areas
        ? [
            {
              literal: listInWords(areas),
              placeholder: `{{areas.${id}}}`,
              what: `the areas of ${name} in pricing.yaml`,
            },
          ]
        : [],
    ),
    ...clinics.flatMap((clinic) => [
      {
        literal: clinic.phone,
        placeholder: `{{phone.${clinic.id}}}`,
        what: `the ${clinic.name} clinic's phone number in clinics.yaml`,
      },
      {
        literal: formatAddress(clinic),
        placeholder: `{{address.${clinic.id}}}`,
        what: `the ${clinic.name} clinic's address in clinics.yaml`,
      },
      // The building alone is part of the address too, and may be a stand-in the address marks and prose would not.
      ...(clinic.building
        ? [
            {
              literal: clinic.building,
              placeholder: `{{address.${clinic.id}}}`,
              what: `the building of the ${clinic.name} clinic, part of its address in clinics.yaml`,
            },
          ]
        : []),
    ]),
    ...(site ? [{ literal: site.email, placeholder: '{{email}}', what: 'the enquiries address in site.yaml' }] : []),
    ...(insurers.length > 1
      ? [{ literal: insurerList(insurers), placeholder: '{{insurers}}', what: 'the list of insurers in insurers.yaml' }]
      : []),
    ...snippets.map((snippet) => ({
      literal: snippet.text,
      placeholder: `{{snippet.${snippet.id}}}`,
      what: `the advice of snippets.yaml's ${snippet.id}`,
    })),
    urgentRouteFact,
    handWrittenBookingLink,
    ...(site ? [yearsOfExperience(site.experienceYears)] : []),
    unlistedFee(pricing),
  ];
}

/** A Book link written by hand would send visitors to a stand-in booking page without saying so. */
const handWrittenBookingLink: Fact = {
  literal: 'a link to {{booking}}',
  pattern: '\\]\\(\\s*\\{\\{\\s*booking\\s*\\}\\}\\s*\\)',
  placeholder: '{{booking.link}}',
  what: 'a Book link written by hand, which would not say while online booking is a stand-in',
};

/** The director's years of experience, which grow each year: "25 years", "25+ years", "twenty-five" aside. */
const yearsOfExperience = (years: number): Fact => ({
  literal: `${years} years`,
  pattern: `\\b${years}\\+?\\s+years\\b`,
  placeholder: '{{experienceYears}} years',
  what: "the director's years of experience in site.yaml",
});

/**
 * A fee in prose that the price list does not hold at all ("£5 a year"): written by hand it would never change with
 * the prices, and `--release` could not see it. A figure the list holds is named by its own fact instead.
 */
function unlistedFee(pricing?: Pricing): Fact {
  const listed = [...new Set(feesOf(pricing).map((item) => String(item.price)))];
  const notListed = listed.length ? `(?!(?:${listed.join('|')})(?![\\d.,]\\d|\\d))` : '';
  return {
    literal: 'a fee',
    pattern: `£\\s?${notListed}\\d(?:[\\d,.]*\\d)?`,
    placeholder: 'the {{fee.<id>}} of its item in pricing.yaml (add one there)',
    what: 'a fee written in prose, which only pricing.yaml gives',
  };
}
