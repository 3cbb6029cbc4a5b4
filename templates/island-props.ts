import type { SiteModel } from '../src/content/site-model';
import type { IslandProps } from '../src/islands/registry';
import { telHref } from '../src/lib/contact-details';
import { paths } from '../src/lib/routes';
import { initials } from '../src/lib/text';

export function contactFormProps(model: SiteModel, idPrefix: string): IslandProps<'contact-form'> {
  const main = model.clinics[0];
  return {
    idPrefix,
    emailjs: model.site.emailjs,
    phone: main?.phone ?? '',
    tel: main ? telHref(main.phone) : '',
    email: model.site.email,
  };
}

export function testimonialsProps(model: SiteModel): IslandProps<'testimonials'> {
  return { testimonials: model.testimonials, reviewsUrl: model.site.reviews.url, reviewsKey: model.site.reviews.anonKey };
}

export function teamCarouselProps(model: SiteModel): IslandProps<'team-carousel'> {
  return {
    members: model.team.map((member) => ({
      name: member.name,
      role: member.role,
      path: paths.teamMember(member.slug),
      summary: member.summary,
      initials: initials(member.name),
      ...(member.image ? { image: member.image } : {}),
    })),
  };
}
