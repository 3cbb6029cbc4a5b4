import type { Clinic } from '../content/clinic';
import type { Post } from '../content/post';
import { givenProfiles, type Site } from '../content/site';
import { telHref } from './contact-details';
import { absoluteUrl, paths } from './routes';
import { shownPhone } from '../content/clinic';
import { markedText } from '../content/stand-in';

/** JSON-LD builders: plain data, serialised by the document. */
const CONTEXT = 'https://schema.org';

function sameAs(site: Site): { sameAs?: string[] } {
  const given = givenProfiles(site).map(({ url }) => url);
  return given.length ? { sameAs: given } : {};
}

export const organizationId = (site: Site) => `${absoluteUrl(site.url, '/')}#organization`;

export function clinicJsonLd(site: Site, clinics: Clinic[]): object {
  const hours = site.openingHours
    .filter((row) => row.opens && row.closes && row.days.length > 0)
    .map((row) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: row.days,
      opens: row.opens,
      closes: row.closes,
    }));
  return {
    '@context': CONTEXT,
    '@type': 'MedicalOrganization',
    '@id': organizationId(site),
    name: site.name,
    url: absoluteUrl(site.url, '/'),
    email: markedText(site, 'email'),
    description: site.description,
    logo: absoluteUrl(site.url, '/favicon.svg'),
    ...sameAs(site),
    department: clinics.map((clinic) => ({
      '@type': ['MedicalClinic', 'Physiotherapy'],
      name: `${site.name} ${clinic.name}`,
      // A stand-in is marked here too, so no search engine takes a placeholder for the clinic's number.
      telephone: clinic.standIns?.phone === undefined ? telHref(clinic.phone).slice(4) : shownPhone(clinic),
      url: absoluteUrl(site.url, paths.contact),
      address: {
        '@type': 'PostalAddress',
        streetAddress: [clinic.building, clinic.address.street].filter(Boolean).join(', '),
        addressLocality: `${clinic.address.locality}, ${clinic.address.city}`,
        postalCode: clinic.address.postcode,
        addressCountry: 'GB',
      },
      geo: { '@type': 'GeoCoordinates', ...clinic.geo },
      openingHoursSpecification: hours,
      medicalSpecialty: 'Musculoskeletal',
    })),
  };
}

export function blogPostingJsonLd(site: Site, post: Post, imageUrl: string, authorPath: string | undefined): object {
  const url = absoluteUrl(site.url, paths.post(post.slug));
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.published_at,
    dateModified: post.updated_at ?? post.published_at,
    author: { '@type': 'Person', name: post.author, ...(authorPath ? { url: absoluteUrl(site.url, authorPath) } : {}) },
    publisher: { '@id': organizationId(site), '@type': 'Organization', name: site.name },
    image: imageUrl,
    mainEntityOfPage: url,
    url,
    articleSection: post.category,
    keywords: post.tags.join(', '),
    inLanguage: 'en-GB',
    wordCount: post.words,
  };
}

export function breadcrumbJsonLd(site: Site, trail: { name: string; path: string }[]): object {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(site.url, crumb.path),
    })),
  };
}
