import { CtaBand } from '../src/components/cta-band';
import { Island } from '../src/components/island';
import { PageHero } from '../src/components/page-hero';
import { TestimonialCard } from '../src/islands/testimonial-card';
import { testimonialsProps } from './island-props';
import type { Template } from './types';

export const testimonialsTemplate: Template = (model) => {
  const trail = [{ name: 'Home', path: '/' }, { name: 'Testimonials', path: '/testimonials/' }];
  return {
    title: 'Patient Testimonials',
    description: `What patients say about physiotherapy, massage and Pilates at ${model.site.name} in Earlsfield and Wimbledon Village.`,
    trail,
    body: (
      <>
        <PageHero title="Patient Testimonials" trail={trail} lead="Kind words from people we have helped. Thank you to everyone who took the time to write." />
        <section className="section" aria-labelledby="recent-reviews">
          <div className="container">
            <h2 id="recent-reviews" className="section-title">Recent reviews</h2>
            <Island name="testimonials" props={testimonialsProps(model)} />
          </div>
        </section>
        <section className="section section-light" aria-labelledby="all-stories">
          <div className="container">
            <h2 id="all-stories" className="section-title">Patient stories</h2>
            <div className="grid grid-2">
              {model.testimonials.map((testimonial) => <TestimonialCard key={testimonial.id} testimonial={testimonial} />)}
            </div>
          </div>
        </section>
        <CtaBand title={model.home.cta.title} text={model.home.cta.text} bookingUrl={model.site.booking.url} />
      </>
    ),
  };
};
