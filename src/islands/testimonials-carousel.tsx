import { useEffect, useState } from 'react';
import type { Testimonial } from '../content/lists';
import {
  type ClinicReviewsLink,
  isExampleReview,
  isPrerenderAgent,
  mergeReviews,
  parseReviewsResponse,
  reviewsHeaders,
  type ShownReview,
} from '../lib/reviews';
import { AutoplayToggle } from './autoplay-toggle';
import { CarouselControls } from './carousel-controls';
import { GoogleReviewsLinks } from './google-reviews-links';
import { TestimonialCard } from './testimonial-card';
import { useCarousel } from './use-carousel';

export interface TestimonialsCarouselProps {
  testimonials: Testimonial[];
  /** The site's own reviews function by default; another host when `reviews.url` names one. */
  reviewsUrl: string;
  /** A bearer key, for another host only. */
  reviewsKey: string;
  /** Each clinic's reviews on Google Maps. */
  googleReviews: ClinicReviewsLink[];
  /**
   * What the examples are, said above them (the home page) while they show, and gone when live reviews replace
   * them.
   */
  exampleNote?: string;
}

/** The spec's autoplay interval. */
export const AUTOPLAY_MS = 5000;
/** A reviews answer slower than this is abandoned and the static testimonials stay. */
export const REVIEWS_TIMEOUT_MS = 6000;

async function fetchReviews(url: string, key: string): Promise<ShownReview[] | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REVIEWS_TIMEOUT_MS);
  try {
    const response = await fetch(url, { headers: reviewsHeaders(key), signal: controller.signal });
    return response.ok ? parseReviewsResponse(await response.json()) : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Where the shown reviews stand: asking, answered with live reviews, kept static after any failure, or not asked at
 * all.
 */
type ReviewsState = 'pending' | 'live' | 'static' | 'off';

export function TestimonialsCarousel({
  testimonials,
  reviewsUrl,
  reviewsKey,
  googleReviews,
  exampleNote,
}: TestimonialsCarouselProps) {
  const [items, setItems] = useState<ShownReview[]>(testimonials);
  const [reviews, setReviews] = useState<ReviewsState>('pending');
  const [paused, setPaused] = useState({ hover: false, focus: false });
  // The visitor's own choice from the pause button: none yet, paused, or played. Once paused, the slides stay still
  // whatever the pointer and focus do; once played, focus on the button that played them does not stop them again.
  const [choice, setChoice] = useState<'none' | 'paused' | 'played'>('none');
  // Keyed by the slides themselves: live reviews can replace as many static ones, and keen-slider must see the new
  // ones.
  const carousel = useCarousel({ loop: true }, items.map((item) => item.id).join(' '));

  useEffect(() => {
    if (!reviewsUrl || isPrerenderAgent(navigator.userAgent)) {
      setReviews('off');
      return;
    }
    let active = true;
    void fetchReviews(reviewsUrl, reviewsKey).then((fetched) => {
      if (!active) return;
      // Any failure, or an answer with no usable reviews, silently keeps the static testimonials.
      const live = fetched !== null && fetched.length > 0;
      if (live) setItems(mergeReviews(fetched, testimonials));
      setReviews(live ? 'live' : 'static');
    });
    return () => {
      active = false;
    };
  }, [reviewsUrl, reviewsKey, testimonials]);

  // Those who prefer less motion start paused, with the button there to play the slides if they wish.
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) setChoice('paused');
  }, []);

  const playing = choice !== 'paused';
  useEffect(() => {
    if (items.length === 0 || !playing || paused.hover || (paused.focus && choice === 'none')) return;
    const timer = setInterval(() => {
      if (!document.hidden) carousel.next();
    }, AUTOPLAY_MS);
    return () => clearInterval(timer);
  });

  // Nothing to show (no testimonials written into the site, and no live reviews): where to read the reviews instead.
  if (items.length === 0) {
    return (
      <div className="testimonials-links" data-reviews={reviews}>
        <GoogleReviewsLinks lead="Read what patients say about us on Google Maps:" links={googleReviews} />
      </div>
    );
  }
  const carouselRegion = (
    <div
      className="carousel testimonials-carousel"
      role="region"
      aria-roledescription="carousel"
      aria-label="Patient testimonials"
      data-reviews={reviews}
      onKeyDown={carousel.onKeyDown}
      onMouseEnter={() => setPaused((p) => ({ ...p, hover: true }))}
      onMouseLeave={() => setPaused((p) => ({ ...p, hover: false }))}
      onFocus={() => setPaused((p) => ({ ...p, focus: true }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          setPaused((p) => ({ ...p, focus: false }));
      }}
    >
      <div ref={carousel.trackRef} className="keen-slider carousel-track">
        {items.map((testimonial, i) => (
          <div
            key={testimonial.id}
            className="keen-slider__slide carousel-slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${items.length}`}
          >
            <TestimonialCard testimonial={testimonial} />
          </div>
        ))}
      </div>
      <div className="carousel-footer">
        <div className="carousel-dots">
          {items.map((testimonial, i) => (
            <button
              key={testimonial.id}
              type="button"
              className="carousel-dot"
              aria-label={`Show testimonial ${i + 1}`}
              aria-current={carousel.current === i ? 'true' : undefined}
              onClick={() => carousel.goTo(i)}
            />
          ))}
        </div>
        <CarouselControls label="testimonial" onPrev={carousel.prev} onNext={carousel.next}>
          <AutoplayToggle label="reviews" playing={playing} onToggle={() => setChoice(playing ? 'paused' : 'played')} />
        </CarouselControls>
      </div>
    </div>
  );
  return (
    <>
      {exampleNote && items.some(isExampleReview) ? <p className="section-lead">{exampleNote}</p> : null}
      {carouselRegion}
      {reviews === 'live' ? (
        <GoogleReviewsLinks
          lead={
            'These reviews are from Google Maps: up to five for each clinic, which Google chooses by relevance, not ' +
            'the newest. Read all our reviews there:'
          }
          links={googleReviews}
        />
      ) : null}
    </>
  );
}
