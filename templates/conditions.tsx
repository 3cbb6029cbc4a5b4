import { CtaBand } from '../src/components/cta-band';
import { IconCard } from '../src/components/icon-card';
import { PageHero } from '../src/components/page-hero';
import { paths } from '../src/lib/routes';
import type { Template } from './types';

export const conditionsTemplate: Template = (model) => {
  const trail = [{ name: 'Home', path: '/' }, { name: 'Conditions', path: '/conditions/' }];
  return {
    title: 'Conditions We Treat',
    description: 'Back and neck pain, sports injuries, tendon problems, joint pain and more: read about the conditions our physiotherapists treat every day.',
    trail,
    body: (
      <>
        <PageHero title="Conditions We Treat" trail={trail} lead="Read about common problems, what helps, and when to seek care. If yours is not listed, just ask: we treat most muscle, joint and nerve problems." />
        <div className="container section">
          <div className="grid grid-4">
            {model.conditions.map((condition) => (
              <IconCard key={condition.slug} title={condition.title} text={condition.description} icon={condition.icon} href={paths.post(condition.slug)} linkText="Read the guide" headingLevel="h2" />
            ))}
          </div>
        </div>
        <CtaBand title={model.home.cta.title} text={model.home.cta.text} bookingUrl={model.site.booking.url} />
      </>
    ),
  };
};
