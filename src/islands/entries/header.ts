import { hydrateIslands } from '../hydrate';
import { SiteHeader } from '../site-header';

hydrateIslands('header', SiteHeader, ['load']);
