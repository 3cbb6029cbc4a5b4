import { hydrateIslands } from '../hydrate';
import { SiteSearch } from '../site-search';

hydrateIslands('search', SiteSearch, ['load']);
