import type { Worker } from 'node:worker_threads';
import { clinicSite } from '../../src/content/collections';
import type { SiteDefinition } from '../../src/content/registry';
import { expandTokens } from '../../src/lib/tokens';
import type { Problem, Staged } from '../problems';
import { keyFor, type CodeKeys, type Made } from '../reuse/code-keys';
import type { ReuseStore, Shelf } from '../reuse/store';
import type { LinkSource } from './check-links';
import { batchRenderer, startMarkdownHelpers, stopHelpers } from './markdown-batch';
import type { RenderedMarkdown } from './render-markdown';
import type { AnyContent } from './validate-content';

/**
 * Rendered Markdown, kept by the hash of its source and of the renderer's import closure with the packages it reaches.
 */
export const MARKDOWN: Shelf<RenderedMarkdown> & Made = {
  name: 'markdown',
  maker: 'build/stages/render-markdown.ts',
  disk: 'record',
};

/** Every rendered body by its file ('posts/neck-pain.md'; 'pricing.yaml' for the pricing note). */
export type Bodies = Map<string, RenderedMarkdown>;

export interface RenderedBodies {
  bodies: Bodies;
  /** Links found in each body, checked once the route table is known. */
  links: LinkSource[];
  /** Sanitiser notices (dropped frames, images without alt text): printed, not fatal. */
  warnings: Problem[];
}

/**
 * The bodies a build renders: each collection's items it includes, the Markdown fields of data
 * files, and the files that failed their schema, so the links in them are checked in the same build.
 */
function bodySources(
  { entries, failed, data }: AnyContent,
  registry: SiteDefinition,
): { file: string; body: string }[] {
  const collections = Object.entries(registry.collections);
  const markdown = Object.entries(registry.dataFiles).flatMap(([name, { file, markdown: field }]) => {
    const value = data[name] as Record<string, string> | undefined;
    return field && value ? [{ file: `${file}.yaml`, body: value[field.field] ?? '' }] : [];
  });
  return [
    ...collections.flatMap(([name]) => entries[name] ?? []),
    ...collections.flatMap(([name, { publishing }]) =>
      (failed[name] ?? []).filter((entry) => !publishing || entry.valid.published !== false),
    ),
    ...markdown,
  ];
}

/** The body-rendering stage: it owns the helper threads it starts, and stops them however it ends. */
export interface BodyRenderer {
  render(
    content: AnyContent,
    store: ReuseStore,
    code: CodeKeys,
    site?: SiteDefinition,
  ): Promise<Staged<RenderedBodies>>;
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
    async render(content, store, code, site = clinicSite) {
      try {
        return await renderAll(content, store, code, helpers, site);
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
async function renderAll(
  content: AnyContent,
  store: ReuseStore,
  code: CodeKeys,
  helpers: Worker[],
  site: SiteDefinition,
): Promise<Staged<RenderedBodies>> {
  const result: RenderedBodies = { bodies: new Map(), links: [], warnings: [] };
  const tokens = site.tokens(content.data);
  if (!tokens) return { value: result, problems: [] };
  const render = batchRenderer(helpers);
  const problems: Problem[] = [];
  await Promise.all(
    bodySources(content, site).map(async ({ file, body }) => {
      const expanded = expandTokens(body, tokens);
      for (const name of expanded.unknown)
        problems.push({
          file,
          field: 'body',
          message: `unknown placeholder {{${name}}}; known: ${Object.keys(tokens).join(', ')}`,
        });
      const rendered = await store.reuse(MARKDOWN, keyFor(code, MARKDOWN, expanded.text), () => render(expanded.text));
      result.bodies.set(file, rendered);
      result.links.push({ file, links: rendered.links });
      result.warnings.push(...rendered.warnings.map((message) => ({ file, field: 'body', message })));
    }),
  );
  return { value: result, problems };
}
