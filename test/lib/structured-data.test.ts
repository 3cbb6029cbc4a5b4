import { suite } from 'uvu';
import { clinicFixture } from './fixtures';
import * as assert from 'uvu/assert';
import type { Clinic } from '../../src/content/clinic';
import type { Post } from '../../src/content/post';
import type { Site } from '../../src/content/site';
import { blogPostingJsonLd, breadcrumbJsonLd, clinicJsonLd, organizationId } from '../../src/lib/structured-data';

const ORIGIN = 'https://www.clinic.example';

const site: Site = {
  name: 'Example Physio',
  shortName: 'Example',
  tagline: "Let's Work Together!",
  description:
    'Physiotherapy and rehabilitation in Earlsfield and Wimbledon Village, with over 25 years of experience.',
  url: ORIGIN,
  email: 'info@clinic.example',
  experienceYears: 25,
  director: 'Helen Marsh',
  company: { name: 'Clinic Ltd', number: '00000000', office: '1 Example Street, London', ico: 'ZA000000' },
  booking: { url: 'https://booking.example/clinic', practitioners: 'https://booking.example/clinic/practitioners' },
  social: { facebook: 'https://facebook.example/clinic', instagram: 'https://instagram.example/clinic' },
  audits: { shockwave: '12 of 20 patients improved' },
  openingHours: [
    {
      label: 'Monday to Friday',
      days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '07:30',
      closes: '20:00',
    },
    { label: 'Saturday', days: ['Saturday'], opens: '08:30', closes: '13:30' },
    { label: 'Sunday', days: ['Sunday'] },
    { label: 'Bank holidays', days: [] },
  ],
  emailjs: { serviceId: 'service_x', templateId: 'template_x', publicKey: 'key_x' },
  reviews: { url: '', anonKey: '' },
};

const clinics: Clinic[] = [
  clinicFixture(),
  clinicFixture({
    id: 'wimbledon',
    name: 'Wimbledon',
    building: 'Wimbledon Village Surgery',
    phone: '020 7946 0999',
    address: { street: '5 High Street', locality: 'Wimbledon', city: 'London', postcode: 'SW19 5AA' },
    mapsUrl: 'https://maps.example/wimbledon',
    bookingUrl: 'https://booking.example/wimbledon',
    geo: { latitude: 51.4241, longitude: -0.2178 },
  }),
];

const post: Post = {
  id: '3f2b8c1e-4a5d-4e6f-8a9b-0c1d2e3f4a5b',
  title: 'Frozen Shoulder: Causes and Treatment',
  slug: 'frozen-shoulder',
  excerpt: 'Frozen shoulder causes pain and stiffness…',
  author: 'Helen Marsh',
  image_url: '/images/blog/frozen-shoulder.jpg',
  published: true,
  published_at: '2025-10-14T09:00:00+01:00',
  created_at: '2025-10-13T16:00:00+01:00',
  tags: ['shoulder', 'conditions'],
  category: 'Conditions',
  html: '<p>Frozen shoulder causes pain and stiffness.</p>',
  words: 6,
  file: 'content/posts/frozen-shoulder.md',
};

interface Department {
  '@type': string[];
  name: string;
  telephone: string;
  url: string;
  address: {
    '@type': string;
    streetAddress: string;
    addressLocality: string;
    postalCode: string;
    addressCountry: string;
  };
  openingHoursSpecification: { '@type': string; dayOfWeek: string[]; opens: string; closes: string }[];
}
interface ClinicLd {
  '@context': string;
  '@type': string;
  '@id': string;
  name: string;
  url: string;
  email: string;
  sameAs: string[];
  department: Department[];
}
interface BlogPostingLd {
  '@context': string;
  '@type': string;
  headline: string;
  datePublished: string;
  dateModified: string;
  author: { '@type': string; name: string; url?: string };
  publisher: { '@id': string; name: string };
  image: string;
  mainEntityOfPage: string;
  url: string;
}
interface BreadcrumbLd {
  '@context': string;
  '@type': string;
  itemListElement: { '@type': string; position: number; name: string; item: string }[];
}

const orgId = suite('organizationId');
orgId(
  'should be the home page URL with an #organization fragment, with or without a trailing slash on the origin',
  () => {
    assert.is(organizationId(site), `${ORIGIN}/#organization`);
    assert.is(organizationId({ ...site, url: `${ORIGIN}/` }), `${ORIGIN}/#organization`);
  },
);
orgId.run();

const clinic = suite('clinicJsonLd');
const clinicLd = clinicJsonLd(site, clinics) as ClinicLd;
clinic('should describe the organisation on schema.org', () => {
  assert.is(clinicLd['@context'], 'https://schema.org');
  assert.is(clinicLd['@type'], 'MedicalOrganization');
  assert.is(clinicLd['@id'], organizationId(site));
  assert.is(clinicLd.name, site.name);
  assert.is(clinicLd.url, `${ORIGIN}/`);
  assert.is(clinicLd.email, site.email);
  assert.equal(clinicLd.sameAs, [site.social.facebook, site.social.instagram]);
});
clinic('should name no stand-in social profile to search engines, and leave sameAs out when none is given', () => {
  const oneGiven = { ...site.social, standIns: { instagram: "the clinic's Instagram profile" } };
  assert.equal((clinicJsonLd({ ...site, social: oneGiven }, clinics) as ClinicLd).sameAs, [site.social.facebook]);
  const noneGiven = { ...site.social, standIns: { facebook: 'the page', instagram: 'the profile' } };
  assert.not.ok('sameAs' in (clinicJsonLd({ ...site, social: noneGiven }, clinics) as object));
});
clinic('should have one MedicalClinic and Physiotherapy department per clinic', () => {
  assert.is(clinicLd.department.length, 2);
  for (const [i, department] of clinicLd.department.entries()) {
    assert.ok(department['@type'].includes('MedicalClinic'), `department ${i} is not a MedicalClinic`);
    assert.ok(department['@type'].includes('Physiotherapy'), `department ${i} is not Physiotherapy`);
    assert.ok(department.name.includes(clinics[i]!.name), `department ${i} is named ${department.name}`);
    assert.is(department.url, `${ORIGIN}/contact/`);
  }
});
clinic('should give each department its own telephone in international form', () => {
  assert.equal(
    clinicLd.department.map((d) => d.telephone),
    ['+442079460321', '+442079460999'],
  );
});
clinic('should give each department a postal address', () => {
  const [earlsfield, wimbledon] = clinicLd.department;
  assert.equal(earlsfield?.address, {
    '@type': 'PostalAddress',
    streetAddress: '12 Garratt Lane',
    addressLocality: 'Earlsfield, London',
    postalCode: 'SW18 4AA',
    addressCountry: 'GB',
  });
  assert.is(wimbledon?.address.streetAddress, 'Wimbledon Village Surgery, 5 High Street');
  assert.is(wimbledon?.address.postalCode, 'SW19 5AA');
});
clinic('should list opening hours only for the days that have hours', () => {
  for (const department of clinicLd.department) {
    assert.equal(department.openingHoursSpecification, [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '07:30',
        closes: '20:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '08:30', closes: '13:30' },
    ]);
    const days = department.openingHoursSpecification.flatMap((row) => row.dayOfWeek);
    assert.not.ok(days.includes('Sunday'));
  }
});
clinic('should survive a JSON round trip unchanged (plain data only)', () => {
  assert.equal(JSON.parse(JSON.stringify(clinicLd)), clinicLd);
});
clinic.run();

const posting = suite('blogPostingJsonLd');
const image = `${ORIGIN}/images/blog/frozen-shoulder.jpg`;
const postingLd = blogPostingJsonLd(site, post, image, '/team/helen-marsh/') as BlogPostingLd;
posting('should carry the required BlogPosting properties', () => {
  assert.is(postingLd['@context'], 'https://schema.org');
  assert.is(postingLd['@type'], 'BlogPosting');
  assert.is(postingLd.headline, post.title);
  assert.is(postingLd.datePublished, post.published_at);
  assert.is(postingLd.image, image);
  assert.is(postingLd.mainEntityOfPage, `${ORIGIN}/blog/frozen-shoulder/`);
  assert.is(postingLd.url, `${ORIGIN}/blog/frozen-shoulder/`);
});
posting('should name the author as a Person, linked to the team page when there is one', () => {
  assert.equal(postingLd.author, { '@type': 'Person', name: 'Helen Marsh', url: `${ORIGIN}/team/helen-marsh/` });
  const unlinked = blogPostingJsonLd(site, { ...post, author: 'A Guest' }, image, undefined) as BlogPostingLd;
  assert.equal(unlinked.author, { '@type': 'Person', name: 'A Guest' });
});
posting('should point the publisher at the organisation', () => {
  assert.is(postingLd.publisher['@id'], organizationId(site));
  assert.is(postingLd.publisher.name, site.name);
});
posting('should use updated_at as dateModified, falling back to published_at', () => {
  assert.is(postingLd.dateModified, post.published_at);
  const updated = blogPostingJsonLd(
    site,
    { ...post, updated_at: '2025-11-01T10:00:00Z' },
    image,
    undefined,
  ) as BlogPostingLd;
  assert.is(updated.dateModified, '2025-11-01T10:00:00Z');
  assert.is(updated.datePublished, post.published_at);
});
posting.run();

const breadcrumb = suite('breadcrumbJsonLd');
breadcrumb('should number the crumbs from 1 with absolute URLs', () => {
  const ld = breadcrumbJsonLd(site, [
    { name: 'Home', path: '/' },
    { name: 'Blog', path: '/blog/' },
    { name: 'Frozen Shoulder', path: '/blog/frozen-shoulder/' },
  ]) as BreadcrumbLd;
  assert.is(ld['@context'], 'https://schema.org');
  assert.is(ld['@type'], 'BreadcrumbList');
  assert.equal(ld.itemListElement, [
    { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
    { '@type': 'ListItem', position: 2, name: 'Blog', item: `${ORIGIN}/blog/` },
    { '@type': 'ListItem', position: 3, name: 'Frozen Shoulder', item: `${ORIGIN}/blog/frozen-shoulder/` },
  ]);
});
breadcrumb('should give an empty list for an empty trail', () => {
  assert.equal((breadcrumbJsonLd(site, []) as BreadcrumbLd).itemListElement, []);
});
breadcrumb.run();
