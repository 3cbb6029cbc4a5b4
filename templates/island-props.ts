import type { Clinic } from '../src/content/clinic';
import type { Testimonial } from '../src/content/lists';
import type { Site } from '../src/content/site';
import type { TeamMember } from '../src/content/team-member';
import type { IslandProps } from '../src/islands/registry';
import { telHref } from '../src/lib/contact-details';
import { googleMapsPlaceUrl } from '../src/lib/google-reviews';
import { REVIEWS_FUNCTION_PATH } from '../src/lib/reviews';
import { paths } from '../src/lib/routes';
import { initials } from '../src/lib/text';
import { shownPhone } from '../src/content/clinic';
import { markedText, STAND_IN_LABEL } from '../src/content/stand-in';

export function contactFormProps(site: Site, clinics: Clinic[], idPrefix: string): IslandProps<'contact-form'> {
  const main = clinics[0];
  return {
    idPrefix,
    emailjs: site.emailjs,
    phone: main ? shownPhone(main) : '',
    tel: main ? telHref(main.phone) : '',
    email: site.email,
    emailText: markedText(site, 'email'),
  };
}

/**
 * The reviews come from the site's own function unless `reviews.url` names another host. Each clinic's Google
 * reviews link goes to its place by Place ID; while the ID is a stand-in, to the clinic's Maps link instead, which
 * at least opens a map.
 */
export function testimonialsProps(
  site: Site,
  clinics: Clinic[],
  testimonials: Testimonial[],
): IslandProps<'testimonials'> {
  const googleReviews = clinics.map((clinic) =>
    clinic.standIns?.googlePlaceId
      ? { clinic: clinic.name, url: clinic.mapsUrl, mark: STAND_IN_LABEL }
      : { clinic: clinic.name, url: googleMapsPlaceUrl(`${site.name} ${clinic.name}`, clinic.googlePlaceId) },
  );
  return {
    testimonials,
    reviewsUrl: site.reviews.url || REVIEWS_FUNCTION_PATH,
    reviewsKey: site.reviews.anonKey,
    googleReviews,
  };
}

export function teamCarouselProps(team: TeamMember[]): IslandProps<'team-carousel'> {
  return {
    members: team.map((member) => ({
      name: member.name,
      role: member.role,
      path: paths.teamMember(member.slug),
      summary: member.summary,
      initials: initials(member.name),
      ...(member.photo ? { photo: member.photo } : {}),
    })),
  };
}
