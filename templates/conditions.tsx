import { CtaBand } from '../src/components/cta-band';
import { PageHero } from '../src/components/page-hero';
import { ConditionGrid } from '../src/components/topic-grids';
import type { Condition } from '../src/content/lists';
import { cta, type CtaData } from './select';
import { onePage, type Template } from './types';

const trail = [
  { name: 'Home', path: '/' },
  { name: 'Conditions', path: '/conditions/' },
];

export const conditionsTemplate: Template<{ conditions: Condition[]; cta: CtaData }> = {
  module: import.meta.url,
  routes: onePage('/conditions/'),
  title: () => 'Conditions We Treat',
  search: (model) => ({
    kind: 'page',
    lines: model.conditions.map((condition) => `${condition.title}: ${condition.description}`),
    html: '',
  }),
  select: (model) => ({ conditions: model.conditions, cta: cta(model) }),
  meta: () => ({
    description:
      'Back and neck pain, sports injuries, tendon problems, joint pain and more: read about the conditions our ' +
      'physiotherapists treat every day.',
    trail,
  }),
  body: ({ conditions, cta }) => (
    <>
      <PageHero
        title="Conditions We Treat"
        trail={trail}
        lead={
          'Read about common problems, what helps, and when to seek care. If yours is not listed, just ask: we treat ' +
          'most muscle, joint and nerve problems.'
        }
      />
      <div className="container section">
        <ConditionGrid conditions={conditions} headingLevel="h2" linkText="Read the guide" />
      </div>
      <CtaBand {...cta} />
    </>
  ),
};
