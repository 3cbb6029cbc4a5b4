import type { Worker } from 'node:worker_threads';
import type { SiteData } from '../../../src/content/site-model';
import { markedText } from '../../../src/content/stand-in';
import { describeHours, formatAddress, telHref } from '../../../src/lib/contact-details';
import { expandTokens, type TokenValues } from '../../../src/lib/tokens';
import type { Problem, Staged } from '../../problems';
import type { Reuse } from '../../reuse/reuse';
import { defineShelf } from '../../reuse/shelf';
import type { LinkSource } from '../checks/check-links';
import { batchRenderer, startMarkdownHelpers, stopHelpers } from './markdown-batch';
import type { RenderedMarkdown } from '../../model';
import type { ValidContent } from '../read/validate-content';

/**
 * Rendered Markdown, kept by its source and this module's code, whose closure holds the helper
 * threads it starts and the renderer they run (unified, the sanitiser, with their locked versions).
 */
export const MARKDOWN = defineShelf<RenderedMarkdown>(import.meta.url, { name: 'markdown', disk: 'record' });

/** Every rendered body by its file ('posts/neck-pain.md'; 'pricing.yaml' for the pricing note). */
export type Bodies = Map<string, RenderedMarkdown>;

export interface RenderedBodies {
  bodies: Bodies;
  /** Links found in each body, checked once the route table is known. */
  links: LinkSource[];
  /** Sanitiser notices (dropped frames, images without alt text): printed, not fatal. */
  warnings: Problem[];
}

/** Values for the {{...}} placeholders editors may write, all from site.yaml and clinics.yaml. */
export function tokenValues({ site, clinics }: Pick<SiteData, 'site' | 'clinics'>): TokenValues {
  const values: Record<string, string> = {
    name: site.name,
    email: site.email,
    mailto: `mailto:${site.email}`,
    booking: site.booking.url,
    hours: describeHours(site.openingHours),
    experienceYears: String(site.experienceYears),
    director: site.director,
    'company.name': markedText(site.company, 'name'),
    'company.number': markedText(site.company, 'number'),
    'company.office': markedText(site.company, 'office'),
    'company.ico': markedText(site.company, 'ico'),
  };
  for (const clinic of clinics) {
    values[`phone.${clinic.id}`] = clinic.phone;
    values[`tel.${clinic.id}`] = telHref(clinic.phone);
    values[`address.${clinic.id}`] = formatAddress(clinic);
  }
  return values;
}

/**
 * The bodies a build renders: the posts it includes, pages, team and services, and the files that
 * failed their schema, so the links in them are checked in the same build.
 */
function bodySources({ posts, pages, team, services, failed }: ValidContent): { file: string; body: string }[] {
  const failedPosts = failed.posts.filter((entry) => entry.valid.published !== false);
  return [
    ...posts,
    ...pages,
    ...team,
    ...services,
    ...failedPosts,
    ...failed.pages,
    ...failed.team,
    ...failed.services,
  ];
}

/** The body-rendering stage: it owns the helper threads it starts, and stops them however it ends. */
export interface BodyRenderer {
  render(content: ValidContent, reuse: Reuse): Promise<Staged<RenderedBodies>>;
  dispose(): void;
}

/**
 * Helper threads take about half a second to load, so a site with many bodies starts them as soon
 * as it knows how many files there are, while the content is read; `render` then hands them the work.
 */
export function startBodies(expectedFiles: number): BodyRenderer {
  const helpers = startMarkdownHelpers(expectedFiles);
  const dispose = () => stopHelpers(helpers);
  return {
    async render(content, reuse) {
      try {
        return await renderAll(content, reuse, helpers);
      } finally {
        dispose();
      }
    },
    dispose,
  };
}

/**
 * Every body rendered once: placeholders filled from the data files, then Markdown to sanitised
 * HTML through the store, so a body rendered by an earlier build is not rendered again. Bodies
 * wait for site.yaml and clinics.yaml, which their placeholders come from.
 */
async function renderAll(content: ValidContent, reuse: Reuse, helpers: Worker[]): Promise<Staged<RenderedBodies>> {
  const { site, clinics, pricing } = content.data;
  const result: RenderedBodies = { bodies: new Map(), links: [], warnings: [] };
  if (!site || !clinics) return { value: result, problems: [] };
  const tokens = tokenValues({ site, clinics });
  const render = batchRenderer(helpers);
  const problems: Problem[] = [];
  const all = [...bodySources(content), ...(pricing ? [{ file: 'pricing.yaml', body: pricing.note }] : [])];
  await Promise.all(
    all.map(async ({ file, body }) => {
      const expanded = expandTokens(body, tokens);
      for (const name of expanded.unknown)
        problems.push({
          file,
          field: 'body',
          message: `unknown placeholder {{${name}}}; known: ${Object.keys(tokens).join(', ')}`,
        });
      const rendered = await reuse.reuse(MARKDOWN, [expanded.text], () => render(expanded.text));
      result.bodies.set(file, rendered);
      result.links.push({ file, links: rendered.links });
      result.warnings.push(...rendered.warnings.map((message) => ({ file, field: 'body', message })));
    }),
  );
  return { value: result, problems };
}
