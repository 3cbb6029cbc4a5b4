import { hydrateIslands } from '../hydrate';
import { TestimonialsCarousel } from '../testimonials-carousel';

hydrateIslands('testimonials', TestimonialsCarousel, ['visible', 'idle']);
