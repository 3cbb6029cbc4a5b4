import { CtaBand } from '../src/components/cta-band';
import { Island } from '../src/components/island';
import { PageHero } from '../src/components/page-hero';
import type { Testimonial } from '../src/content/lists';
import { isExampleReview } from '../src/lib/reviews';
import { TestimonialCard } from '../src/islands/testimonial-card';
import type { IslandProps } from '../src/islands/registry';
import { testimonialsProps } from './island-props';
import { cta, type CtaData } from './select';
import { onePage, type Template } from './types';

const trail = [
  { name: 'Home', path: '/' },
  { name: 'Testimonials', path: '/testimonials/' },
];

/** While any sample remains, headings promise no patients' words and say what the samples are. */
export const hasExampleReviews = (testimonials: readonly Testimonial[]) => testimonials.some(isExampleReview);
export const EXAMPLE_REVIEWS_NOTE =
  'Reviews marked "Example review" are samples written for this website, not the words of real patients. We will ' +
  'replace them with reviews that patients have agreed to share.';

/** The menu's word while the reviews are examples, which no patient wrote; "Patient Testimonials" once real. */
const pageTitle = (examples: boolean) => (examples ? 'Testimonials' : 'Patient Testimonials');

export const testimonialsTemplate: Template<{
  siteName: string;
  examples: boolean;
  carousel: IslandProps<'testimonials'>;
  cta: CtaData;
}> = {
  module: import.meta.url,
  routes: onePage('/testimonials/'),
  title: (model) => pageTitle(hasExampleReviews(model.testimonials)),
  select: (model) => ({
    siteName: model.site.name,
    examples: hasExampleReviews(model.testimonials),
    carousel: testimonialsProps(model.site, model.clinics, model.testimonials),
    cta: cta(model),
  }),
  meta: ({ siteName }) => ({
    description:
      `What patients say about physiotherapy, massage and Pilates at ${siteName} in Earlsfield and ` +
      `Wimbledon Village.`,
    trail,
  }),
  body: ({ examples, carousel, cta }) => (
    <>
      <PageHero
        title={pageTitle(examples)}
        trail={trail}
        lead={
          examples
            ? EXAMPLE_REVIEWS_NOTE
            : 'Kind words from people we have helped. Thank you to everyone who took the time to write.'
        }
      />
      <section className="section" aria-labelledby="what-patients-say">
        <div className="container">
          {/* Not "recent": Google gives at most five reviews a clinic, chosen by relevance; the policies say so. */}
          <h2 id="what-patients-say" className="section-title">
            What patients say
          </h2>
          <Island name="testimonials" props={carousel} />
        </div>
      </section>
      {carousel.testimonials.length > 0 ? (
        <section className="section section-light" aria-labelledby="all-stories">
          <div className="container">
            <h2 id="all-stories" className="section-title">
              {examples ? 'Example reviews' : 'Patient stories'}
            </h2>
            <div className="grid grid-2">
              {carousel.testimonials.map((testimonial) => (
                <TestimonialCard key={testimonial.id} testimonial={testimonial} />
              ))}
            </div>
          </div>
        </section>
      ) : null}
      <CtaBand {...cta} />
    </>
  ),
};
