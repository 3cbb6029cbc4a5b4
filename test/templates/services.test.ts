import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type Service, serviceCard } from '../../src/content/service';
import type { SiteModel } from '../../src/content/site-model';
import { serviceTemplate } from '../../templates/services';

const service = (slug: string, page?: string) =>
  ({
    slug,
    title: slug,
    description: 'd',
    icon: 'zap',
    order: 1,
    team: [],
    file: `services/${slug}.md`,
    html: '',
    ...(page ? { page } : {}),
  }) as Service;
const site = {
  services: [service('pilates'), service('post-surgery-rehabilitation', '/rehabilitation/')],
} as SiteModel;

const services = suite('a service another page describes');

services('should have no page of its own, so the two never say different things', () => {
  assert.equal(
    serviceTemplate.routes(site).map((route) => route.path),
    ['/services/pilates/'],
  );
});

services('should link its card to the page that describes it, and others to their own page', () => {
  assert.equal(
    site.services.map(serviceCard).map((card) => card.path),
    ['/services/pilates/', '/rehabilitation/'],
  );
});

services.run();
