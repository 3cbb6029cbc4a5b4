import { ClinicCard } from '../src/components/clinic-card';
import { CtaBand } from '../src/components/cta-band';
import { Island } from '../src/components/island';
import { PostCard } from '../src/components/post-card';
import { Section } from '../src/components/section';
import { StandInMark } from '../src/components/stand-in-mark';
import type { Clinic } from '../src/content/clinic';
import type { Home } from '../src/content/home';
import { type Condition, type Insurer, insurersMark } from '../src/content/lists';
import { type ServiceCard, serviceCard } from '../src/content/service';
import type { Site } from '../src/content/site';
import type { IslandProps } from '../src/islands/registry';
import { clinicJsonLd } from '../src/lib/structured-data';
import { paths } from '../src/lib/routes';
import { contactFormProps, teamCarouselProps, testimonialsProps } from './island-props';
import { cta, formAwareText, postCard, type PostCardData } from './select';
import { EXAMPLE_REVIEWS_NOTE, hasExampleReviews } from './testimonials';
import {
  AboutUs,
  ConditionsWeTreat,
  ExperiencePanel,
  HomeHero,
  LatestPosts,
  OurServices,
  PopularTopics,
  SpecialisedCare,
} from './home-sections';
import { onePage, type Outline, type Template } from './types';

interface HomePage {
  site: Site;
  home: Home;
  clinics: Clinic[];
  services: ServiceCard[];
  conditions: Condition[];
  insurers: Insurer[];
  latest: PostCardData[];
  popular: PostCardData[];
  teamCarousel: IslandProps<'team-carousel'>;
  testimonials: IslandProps<'testimonials'>;
  contactForm: IslandProps<'contact-form'>;
}

/** The home page's title: the site's name and where its clinics are. */
const homeTitle = (model: Outline) => `${model.site.name}: Physiotherapy in Earlsfield and Wimbledon Village`;

/** The home page's card, which pages with no card of their own (search, not found) show too. */
export const homeCard = (model: Outline) => ({ path: paths.home, title: homeTitle(model) });

export const homeTemplate: Template<HomePage> = {
  module: import.meta.url,
  routes: onePage(paths.home),
  title: homeTitle,
  card: { headline: (model) => model.home.hero.headline },
  select: (model, _key, memo) => ({
    site: model.site,
    home: model.home,
    clinics: model.clinics,
    services: model.home.services.flatMap((slug) => model.serviceBySlug.get(slug) ?? []).map(serviceCard),
    conditions: model.home.conditions.flatMap((slug) => model.conditions.find((c) => c.slug === slug) ?? []),
    insurers: model.insurers,
    latest: model.latestPosts.map((post) => postCard(post, memo)),
    popular: model.popularPosts.map((post) => postCard(post, memo)),
    teamCarousel: teamCarouselProps(model.team),
    testimonials: {
      ...testimonialsProps(model.site, model.clinics, model.testimonials),
      ...(hasExampleReviews(model.testimonials) ? { exampleNote: EXAMPLE_REVIEWS_NOTE } : {}),
    },
    contactForm: contactFormProps(model.site, model.clinics, 'home-contact'),
  }),
  meta: ({ site, clinics }) => ({ description: site.description, jsonLd: [clinicJsonLd(site, clinics)] }),
  body: ({
    site,
    home,
    clinics,
    services,
    conditions,
    insurers,
    latest,
    popular,
    teamCarousel,
    testimonials,
    contactForm,
  }) => (
    <>
      <HomeHero site={site} hero={home.hero} />

      <ExperiencePanel site={site} experience={home.experience} />

      <AboutUs about={home.about} />

      <OurServices services={services} />

      <Section id="team" title="Meet Our Expert Team" tone="light">
        <Island name="team-carousel" props={teamCarousel} />
        <p className="section-more">
          <a href={paths.team}>Meet the whole team</a>
        </p>
      </Section>

      <ConditionsWeTreat conditions={conditions} />

      <Section id="insurers" title="Insurance Partners" tone="light">
        <p className="section-lead">
          We work with the major health insurers
          <StandInMark mark={insurersMark(insurers)} />. Please contact your insurer before booking to confirm your
          cover.
        </p>
        <ul className="insurer-grid">
          {insurers.map((insurer) => (
            <li key={insurer.name} className="insurer-tile">
              {insurer.name}
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="testimonials"
        title={hasExampleReviews(testimonials.testimonials) ? 'Reviews' : 'What Our Patients Say'}
      >
        <Island name="testimonials" props={testimonials} />
        <p className="section-more">
          <a href="/testimonials/">Read more testimonials</a>
        </p>
      </Section>

      <SpecialisedCare cards={home.specialisedCare} />

      <LatestPosts>
        <div className="grid grid-3">
          {latest.map((post) => (
            <PostCard key={post.slug} post={post} excerptLength={120} />
          ))}
        </div>
        <p className="section-more">
          <a className="button button-secondary" href={paths.blog}>
            View All Articles
          </a>
        </p>
      </LatestPosts>

      <PopularTopics>
        <div className="grid grid-3">
          {popular.map((post) => (
            <PostCard key={post.slug} post={post} excerptLength={100} />
          ))}
        </div>
        <p className="section-more">
          <a href={paths.blog}>Browse All Articles</a>
        </p>
      </PopularTopics>

      <CtaBand {...cta({ home, site })} />

      <Section id="contact" title={home.contact.title}>
        <div className="contact-layout">
          <div>
            <p className="section-lead">{formAwareText(site, home.contact)}</p>
            {clinics.map((clinic) => (
              <ClinicCard key={clinic.id} clinic={clinic} />
            ))}
          </div>
          <Island name="contact-form" props={contactForm} />
        </div>
      </Section>
    </>
  ),
};
