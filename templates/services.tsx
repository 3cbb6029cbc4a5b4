import { CtaBand } from '../src/components/cta-band';
import { IconCard } from '../src/components/icon-card';
import { PageHero } from '../src/components/page-hero';
import { Prose } from '../src/components/prose';
import { Section } from '../src/components/section';
import { TeamCard } from '../src/components/team-card';
import { paths } from '../src/lib/routes';
import { required, type Template } from './types';

const servicesCrumb = { name: 'Services', path: paths.services };

export const servicesTemplate: Template = (model) => {
  const trail = [{ name: 'Home', path: '/' }, servicesCrumb];
  return {
    title: 'Our Services',
    description: `Physiotherapy, sports and pregnancy massage, Pilates, shockwave therapy, acupuncture and more at ${model.site.name} in Earlsfield and Wimbledon Village.`,
    trail,
    body: (
      <>
        <PageHero title="Our Services" trail={trail} lead="Everything we offer, from your first assessment to getting back to full strength." />
        <div className="container section">
          <div className="grid grid-3">
            {model.services.map((service) => (
              <IconCard key={service.slug} title={service.title} text={service.description} icon={service.icon} href={paths.service(service.slug)} linkText="Learn more" headingLevel="h2" />
            ))}
          </div>
          <p className="section-more">
            Recovering from an operation? See our <a href="/rehabilitation/">post-surgery rehabilitation programme</a>, and check our <a href="/pricing/">prices</a>.
          </p>
        </div>
        <CtaBand title={model.home.cta.title} text={model.home.cta.text} bookingUrl={model.site.booking.url} />
      </>
    ),
  };
};

export const serviceTemplate: Template = (model, slug) => {
  const service = required(model.serviceBySlug.get(slug), `service ${slug}`);
  const trail = [{ name: 'Home', path: '/' }, servicesCrumb, { name: service.title, path: paths.service(slug) }];
  const team = service.team.flatMap((member) => model.teamBySlug.get(member) ?? []);
  return {
    title: service.title,
    description: service.description,
    trail,
    body: (
      <>
        <PageHero title={service.title} trail={trail} lead={service.description} />
        <div className="container page-body">
          <Prose html={service.html} className="measure" />
        </div>
        {team.length ? (
          <Section id="service-team" title="Who you will see" tone="light">
            <div className="grid grid-4">
              {team.map((member) => <TeamCard key={member.slug} member={member} />)}
            </div>
          </Section>
        ) : null}
        <CtaBand title={model.home.cta.title} text={model.home.cta.text} bookingUrl={model.site.booking.url} />
      </>
    ),
  };
};
