import type { ComponentProps } from 'react';
import { ContactForm } from './contact-form';
import { SiteHeader } from './site-header';
import { SiteSearch } from './site-search';
import { TeamCarousel } from './team-carousel';
import { TestimonialsCarousel } from './testimonials-carousel';

/** Every island by the name its marker and script carry. */
export const islands = {
  header: SiteHeader,
  'team-carousel': TeamCarousel,
  testimonials: TestimonialsCarousel,
  'contact-form': ContactForm,
  search: SiteSearch,
} as const;

export type IslandName = keyof typeof islands;
export type IslandProps<K extends IslandName> = ComponentProps<(typeof islands)[K]>;
