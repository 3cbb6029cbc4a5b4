import { CtaBand } from '../src/components/cta-band';
import { PageHero } from '../src/components/page-hero';
import { Prose } from '../src/components/prose';
import { Section } from '../src/components/section';
import { TeamCard, type TeamCardData } from '../src/components/team-card';
import { ServiceGrid } from '../src/components/topic-grids';
import { type Service, type ServiceCard, serviceCard } from '../src/content/service';
import { paths } from '../src/lib/routes';
import { cta, memberCard, type CtaData } from './select';
import { onePage, required, type Template } from './types';

const servicesCrumb = { name: 'Services', path: paths.services };
const servicesTrail = [{ name: 'Home', path: '/' }, servicesCrumb];

interface ServicesPage {
  siteName: string;
  services: ServiceCard[];
  cta: CtaData;
}

const servicesCard = { kicker: () => 'Services' };

export const servicesTemplate: Template<ServicesPage> = {
  module: import.meta.url,
  routes: onePage(paths.services),
  title: () => 'Our Services',
  card: servicesCard,
  select: (model) => ({
    siteName: model.site.name,
    services: model.services.map(serviceCard),
    cta: cta(model),
  }),
  meta: ({ siteName }) => ({
    description:
      `Physiotherapy, sports and pregnancy massage, Pilates, shockwave therapy, acupuncture and more at ` +
      `${siteName} in Earlsfield and Wimbledon Village.`,
    trail: servicesTrail,
  }),
  body: ({ services, cta }) => (
    <>
      <PageHero
        title="Our Services"
        trail={servicesTrail}
        lead="Everything we offer, from your first assessment to getting back to full strength."
      />
      <div className="container section">
        <ServiceGrid services={services} headingLevel="h2" />
        <p className="section-more">
          Recovering from an operation? See our <a href="/rehabilitation/">post-surgery rehabilitation programme</a>,
          and check our <a href="/pricing/">prices</a>.
        </p>
      </div>
      <CtaBand {...cta} />
    </>
  ),
};

interface ServicePage {
  service: Service;
  team: TeamCardData[];
  cta: CtaData;
}

const serviceTrail = ({ slug, title }: Service) => [
  { name: 'Home', path: '/' },
  servicesCrumb,
  { name: title, path: paths.service(slug) },
];

export const serviceTemplate: Template<ServicePage> = {
  module: import.meta.url,
  routes: (model) =>
    // A service another page describes has no page of its own: that page is its one page.
    model.services
      .filter((service) => !service.page)
      .map((service) => ({
        path: paths.service(service.slug),
        key: service.slug,
        source: { file: service.file, field: '(file name)' },
      })),
  title: (model, slug) => required(model.serviceBySlug.get(slug), `service ${slug}`).title,
  card: servicesCard,
  search: (model, slug) => {
    const service = required(model.serviceBySlug.get(slug), `service ${slug}`);
    return { kind: 'service', lines: [service.description], html: service.html };
  },
  select: (model, slug) => {
    const service = required(model.serviceBySlug.get(slug), `service ${slug}`);
    return {
      service,
      team: service.team.flatMap((member) => model.teamBySlug.get(member) ?? []).map(memberCard),
      cta: cta(model),
    };
  },
  meta: ({ service }) => ({ description: service.description, trail: serviceTrail(service) }),
  body: ({ service, team, cta }) => (
    <>
      <PageHero title={service.title} trail={serviceTrail(service)} lead={service.description} />
      <div className="container page-body">
        <Prose html={service.html} className="measure" />
      </div>
      {team.length ? (
        <Section id="service-team" title="Who you will see" tone="light">
          <div className="grid grid-4">
            {team.map((member) => (
              <TeamCard key={member.slug} member={member} />
            ))}
          </div>
        </Section>
      ) : null}
      <CtaBand {...cta} />
    </>
  ),
};
