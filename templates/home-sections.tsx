import type { ReactNode } from 'react';
import { IconCard } from '../src/components/icon-card';
import { Section } from '../src/components/section';
import { StandInMark } from '../src/components/stand-in-mark';
import { ConditionGrid, ServiceGrid } from '../src/components/topic-grids';
import { fillFactText } from '../src/content/fact-text';
import type { Home } from '../src/content/home';
import type { Condition } from '../src/content/lists';
import type { ServiceCard } from '../src/content/service';
import type { Site } from '../src/content/site';
import { bookingLink } from '../src/content/stand-in';
import { paths } from '../src/lib/routes';

/**
 * The home page's sections that show home.yaml's own words and lists, each drawn once: by the home page, and by the
 * editor's preview of the home page's settings (editor/home-preview.tsx).
 */

export const HomeHero = ({ site, hero }: { site: Site; hero: Home['hero'] }) => (
  <section className="hero" aria-labelledby="hero-title">
    <div className="container hero-inner">
      <p className="eyebrow">{site.tagline}</p>
      <h1 id="hero-title">{hero.headline}</h1>
      <p className="lead">{hero.text}</p>
      <div className="button-row">
        <a className="button button-large" href={bookingLink(site.booking, 'url').href}>
          Book an Appointment
          <StandInMark mark={bookingLink(site.booking, 'url').mark} />
        </a>
        <a className="button button-large button-secondary" href={paths.services}>
          Explore Our Services
        </a>
      </div>
    </div>
  </section>
);

export const ExperiencePanel = ({ site, experience }: { site: Site; experience: Home['experience'] }) => (
  <section className="experience-panel" aria-labelledby="experience-title">
    <div className="container">
      <h2 id="experience-title">{fillFactText(experience.title, site)}</h2>
      <p>{fillFactText(experience.text, site)}</p>
    </div>
  </section>
);

export const AboutUs = ({ about }: { about: Home['about'] }) => (
  <Section id="about" title="About Us" tone="light">
    <blockquote className="about-quote">
      <p>{about.quote}</p>
    </blockquote>
    <p className="section-lead">{about.text}</p>
    <div className="grid grid-4">
      {about.benefits.map((benefit) => (
        <IconCard key={benefit.title} {...benefit} />
      ))}
    </div>
    <p className="section-more">
      <a href="/about/">More about us</a>
    </p>
  </Section>
);

export const OurServices = ({ services }: { services: ServiceCard[] }) => (
  <Section id="services" title="Our Services">
    <ServiceGrid services={services} />
    <p className="section-more">
      <a href={paths.services}>View all services</a>
    </p>
  </Section>
);

export const ConditionsWeTreat = ({ conditions }: { conditions: Condition[] }) => (
  <Section id="conditions" title="Conditions We Treat">
    <ConditionGrid conditions={conditions} />
    <p className="section-more">
      <a className="button button-secondary" href="/conditions/">
        View All Conditions
      </a>
    </p>
  </Section>
);

export const SpecialisedCare = ({ cards }: { cards: Home['specialisedCare'] }) => (
  <Section id="specialised-care" title="Specialised Care" tone="light">
    <div className="grid grid-4">
      {cards.map((card) => (
        <IconCard
          key={card.path}
          title={card.title}
          text={card.text}
          icon={card.icon}
          href={card.path}
          linkText="Find out more"
        />
      ))}
    </div>
  </Section>
);

/** The newest posts: the home page's cards, or the preview's word on how many. */
export const LatestPosts = ({ children }: { children: ReactNode }) => (
  <Section id="latest-posts" title="Latest from Our Blog" badge="NEW">
    {children}
  </Section>
);

/** The posts home.yaml picks as popular. */
export const PopularTopics = ({ children }: { children: ReactNode }) => (
  <Section id="popular" title="Popular Health Topics" tone="light">
    {children}
  </Section>
);
