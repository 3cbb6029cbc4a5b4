import { z } from 'zod';
import { paths } from '../lib/routes';
import { iconSchema, redirectFromSchema, sitePathSchema, slugSchema } from './common';

export const serviceSchema = z.strictObject({
  title: z.string().min(1),
  description: z.string().min(1).max(160).describe('Up to 160 characters, for cards and search engines'),
  icon: iconSchema,
  order: z.number().int().describe('Lower comes first'),
  team: z.array(slugSchema).default([]).describe('The team members who provide it'),
  /**
   * A page of the site that describes the service instead of a page of its own (post-surgery rehabilitation is the
   * programme at /rehabilitation/): one page per subject, so its card and links go there and its body stays empty.
   */
  page: sitePathSchema
    .optional()
    .describe('A page of the site that describes this service, instead of a service page of its own'),
  redirect_from: redirectFromSchema,
});

export type ServiceData = z.infer<typeof serviceSchema>;
export interface ServiceOutline extends ServiceData {
  slug: string;
  file: string;
}
export interface Service extends ServiceOutline {
  html: string;
}

/** Where a service is described: its own page, or the page of the site it names. */
export const servicePath = (service: Pick<ServiceData, 'page'> & { slug: string }) =>
  service.page ?? paths.service(service.slug);

/** A service as its card shows it, linking to where it is described. */
export type ServiceCard = Pick<ServiceOutline, 'slug' | 'title' | 'description' | 'icon'> & { path: string };
export const serviceCard = (service: ServiceOutline): ServiceCard => {
  const { slug, title, description, icon } = service;
  return { slug, title, description, icon, path: servicePath(service) };
};
