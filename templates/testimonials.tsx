import { CtaBand } from '../src/components/cta-band';
import { Island } from '../src/components/island';
import { PageHero } from '../src/components/page-hero';
import { TestimonialCard } from '../src/islands/testimonial-card';
import type { IslandProps } from '../src/islands/registry';
import { testimonialsProps } from './island-props';
import { cta, type CtaData } from './select';
import { onePage, type Template } from './types';

const trail = [{ name: 'Home', path: '/' }, { name: 'Testimonials', path: '/testimonials/' }];

export const testimonialsTemplate: Template<{ siteName: string; carousel: IslandProps<'testimonials'>; cta: CtaData }> = {
  routes: onePage('/testimonials/'),
  title: () => 'Patient Testimonials',
  select: (site) => ({ siteName: site.site.name, carousel: testimonialsProps(site.site, site.testimonials), cta: cta(site) }),
  meta: ({ siteName }) => ({
    description: `What patients say about physiotherapy, massage and Pilates at ${siteName} in Earlsfield and Wimbledon Village.`,
    trail,
  }),
  body: ({ carousel, cta }) => (
    <>
      <PageHero title="Patient Testimonials" trail={trail} lead="Kind words from people we have helped. Thank you to everyone who took the time to write." />
      <section className="section" aria-labelledby="recent-reviews">
        <div className="container">
          <h2 id="recent-reviews" className="section-title">Recent reviews</h2>
          <Island name="testimonials" props={carousel} />
        </div>
      </section>
      <section className="section section-light" aria-labelledby="all-stories">
        <div className="container">
          <h2 id="all-stories" className="section-title">Patient stories</h2>
          <div className="grid grid-2">
            {carousel.testimonials.map((testimonial) => <TestimonialCard key={testimonial.id} testimonial={testimonial} />)}
          </div>
        </div>
      </section>
      <CtaBand {...cta} />
    </>
  ),
};
