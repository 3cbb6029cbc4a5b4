import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import type { SiteData } from '../../src/content/site-model';
import { markedText } from '../../src/content/stand-in';
import { describeHours, formatAddress, telHref } from '../../src/lib/contact-details';
import { expandTokens, type TokenValues } from '../../src/lib/tokens';
import type { Problem, Staged } from '../problems';
import { codeHash, hashOf, packagesHash } from '../reuse/hash';
import type { ReuseStore, Shelf } from '../reuse/store';
import type { LinkSource } from './check-links';
import { batchRenderer, stopHelpers } from './markdown-batch';
import type { RenderedMarkdown } from './render-markdown';
import type { ValidContent } from './validate-content';

/** Rendered Markdown, kept by the hash of its source and of the code and packages that render it. */
export const MARKDOWN: Shelf<RenderedMarkdown> = { name: 'markdown', disk: 'record' };
const VERSIONS: Shelf<string> = { name: 'versions', disk: 'process' };
const MARKDOWN_CODE = ['build/stages/render-markdown.ts', 'build/stages/sanitize-schema.ts'];
const MARKDOWN_PACKAGES = ['unified', 'remark-parse', 'remark-rehype', 'rehype-raw', 'rehype-sanitize', 'rehype-stringify', 'micromark-extension-gfm-table', 'micromark-extension-gfm-strikethrough', 'mdast-util-gfm-table', 'mdast-util-gfm-strikethrough', 'vfile'];

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

/** What the Markdown cache is keyed by besides the text: a change to the renderer or its packages renders every body again. */
function markdownVersion(root: string, store: ReuseStore): Promise<string> {
  return store.reuse(VERSIONS, `markdown ${path.resolve(root)}`, () => hashOf([codeHash(root, MARKDOWN_CODE), packagesHash(root, MARKDOWN_PACKAGES)]));
}

/**
 * Every body rendered once: placeholders filled from the data files, then Markdown to sanitised
 * HTML through the store, so a body rendered by an earlier build is not rendered again. Bodies
 * wait for site.yaml and clinics.yaml, which their placeholders come from.
 */
export async function renderBodies(content: ValidContent, root: string, store: ReuseStore, helpers: Worker[] = []): Promise<Staged<RenderedBodies>> {
  try {
    return await renderAll(content, root, store, helpers);
  } finally {
    // Helpers started ahead of need are stopped whether or not anything needed them.
    stopHelpers(helpers);
  }
}

async function renderAll(content: ValidContent, root: string, store: ReuseStore, helpers: Worker[]): Promise<Staged<RenderedBodies>> {
  const { site, clinics, pricing } = content.data;
  const result: RenderedBodies = { bodies: new Map(), links: [], warnings: [] };
  if (!site || !clinics) return { value: result, problems: [] };
  const tokens = tokenValues({ site, clinics });
  const version = await markdownVersion(root, store);
  const render = batchRenderer(helpers);
  const problems: Problem[] = [];
  const sources = [...content.posts.filter((entry) => entry.data.published), ...content.pages, ...content.team, ...content.services];
  const all = [...sources.map(({ file, body }) => ({ file, body })), ...(pricing ? [{ file: 'pricing.yaml', body: pricing.note }] : [])];
  await Promise.all(
    all.map(async ({ file, body }) => {
      const expanded = expandTokens(body, tokens);
      for (const name of expanded.unknown) problems.push({ file, field: 'body', message: `unknown placeholder {{${name}}}; known: ${Object.keys(tokens).join(', ')}` });
      const rendered = await store.reuse(MARKDOWN, hashOf([version, expanded.text]), () => render(expanded.text));
      result.bodies.set(file, rendered);
      result.links.push({ file, links: rendered.links });
      result.warnings.push(...rendered.warnings.map((message) => ({ file, field: 'body', message })));
    }),
  );
  return { value: result, problems };
}
