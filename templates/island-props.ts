import type { Clinic } from '../src/content/clinic';
import type { Testimonial } from '../src/content/lists';
import type { Site } from '../src/content/site';
import type { TeamMember } from '../src/content/team-member';
import type { IslandProps } from '../src/islands/registry';
import { telHref } from '../src/lib/contact-details';
import { paths } from '../src/lib/routes';
import { initials } from '../src/lib/text';

export function contactFormProps(site: Site, clinics: Clinic[], idPrefix: string): IslandProps<'contact-form'> {
  const main = clinics[0];
  return {
    idPrefix,
    emailjs: site.emailjs,
    phone: main?.phone ?? '',
    tel: main ? telHref(main.phone) : '',
    email: site.email,
  };
}

export function testimonialsProps(site: Site, testimonials: Testimonial[]): IslandProps<'testimonials'> {
  return { testimonials, reviewsUrl: site.reviews.url, reviewsKey: site.reviews.anonKey };
}

export function teamCarouselProps(team: TeamMember[]): IslandProps<'team-carousel'> {
  return {
    members: team.map((member) => ({
      name: member.name,
      role: member.role,
      path: paths.teamMember(member.slug),
      summary: member.summary,
      initials: initials(member.name),
      ...(member.image ? { image: member.image } : {}),
    })),
  };
}
