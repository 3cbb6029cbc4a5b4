import { hydrateIslands } from '../hydrate';
import { TeamCarousel } from '../team-carousel';

hydrateIslands('team-carousel', TeamCarousel, ['visible', 'idle']);
