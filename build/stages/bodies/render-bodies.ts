import type { SiteDefinition } from '../../../src/content/site-definition';
import { relativeLink } from '../../../src/lib/routes';
import { expandTokens } from '../../../src/lib/tokens';
import type { Problem, Staged } from '../../problems';
import type { AnyContent, RenderedBodies, RenderedMarkdown } from '../../model';
import { memoised, memoisedBy } from '../../reuse/memory';
import { stored } from '../../reuse/stored';
import { defineShelf } from '../../reuse/shelf';
import { batchRenderer, type MarkdownHelpers, startMarkdownHelpers, stopHelpers } from './markdown-batch';
import { textOf } from '../../../src/lib/field-of';

/**
 * Keyed by the source and this module's code, whose closure holds the helpers' renderer (unified and the sanitiser, at
 * their locked versions). In 16 files: a large blog's bodies come to tens of megabytes, and an edit changes one or two.
 */
export const MARKDOWN = defineShelf<RenderedMarkdown>(import.meta.url, { name: 'markdown', disk: 'record', files: 16 });

/**
 * Each included item's body, the data files' Markdown fields, and the bodies of files that failed their schema, so the
 * links in those are checked in the same build.
 */
function bodySources({ entries, failed, data }: AnyContent, registry: SiteDefinition): BodySource[] {
  const collections = Object.entries(registry.collections);
  const markdown = Object.entries(registry.dataFiles).flatMap(([name, { file, markdown: field }]) => {
    const value = data[name];
    return field && value ? [{ file: `${file}.yaml`, body: textOf(value, field.field) ?? '' }] : [];
  });
  return [
    ...collections.flatMap(([name]) => entries[name] ?? []),
    ...collections.flatMap(([name, { publishing }]) =>
      (failed[name] ?? []).filter((entry) => !publishing || entry.valid.published !== false),
    ),
    ...markdown,
  ];
}

/** Owns the helper threads it starts, and stops them however it ends. */
export interface BodyRenderer {
  render(content: AnyContent, site: SiteDefinition): Promise<Staged<RenderedBodies>>;
  dispose(): void;
}

/** Helpers take about half a second to load, so a site with many bodies starts them while the content is read. */
export function startBodies(expectedFiles: number): BodyRenderer {
  const helpers = startMarkdownHelpers(expectedFiles);
  const dispose = () => stopHelpers(helpers);
  return {
    async render(content, site) {
      try {
        return await renderAll(content, helpers, site);
      } finally {
        dispose();
      }
    },
    dispose,
  };
}

/** Rendered in this thread, for a page shown before its build has rendered the rest (the dev server's first page). */
export async function renderSomeBodies(
  content: AnyContent,
  site: SiteDefinition,
  only: (file: string) => boolean,
): Promise<RenderedBodies> {
  return (await renderAll(content, undefined, site, only)).value;
}

/**
 * Placeholders filled from the data files, then Markdown to sanitised HTML through the store, so no earlier build's
 * body is rendered again. Nothing is rendered without site.yaml and clinics.yaml, which the placeholders come from.
 */
async function renderAll(
  content: AnyContent,
  helpers: MarkdownHelpers | undefined,
  site: SiteDefinition,
  only: (file: string) => boolean = () => true,
): Promise<Staged<RenderedBodies>> {
  const result: RenderedBodies = { bodies: new Map(), links: [], warnings: [] };
  const tokens = tokensOf(site, content.data);
  if (!tokens) return { value: result, problems: [] };
  const batches = batchRenderer(helpers);
  const problems: Problem[] = [];
  const sources = bodySources(content, site).filter((source) => only(source.file));
  const made = sources.map(({ file, body, bodyLine }) => renderedBody(batches.render, file, body, bodyLine, tokens));
  // Only the bodies being rendered are waited for: a memoised one is taken as it settled, in the sources' order.
  try {
    await Promise.all(made.filter((body) => !settled.has(body)));
  } finally {
    batches.stop();
  }
  sources.forEach(({ file }, i) => {
    const { rendered, unknown, links } = settled.get(made[i]!)!;
    problems.push(...unknown, ...rendered.problems.map((message) => ({ file, field: 'body', message })));
    result.bodies.set(file, rendered);
    result.links.push(links);
    result.warnings.push(...rendered.warnings.map((message) => ({ file, field: 'body', message })));
  });
  return { value: result, problems };
}

type Tokens = Readonly<Record<string, string>>;

/** The values the bodies' placeholders are filled with: the same object while the data files are. */
const tokensOf = memoised('tokens', (site: SiteDefinition, data: AnyContent['data']) => site.tokens(data));

/** Markdown rendered by `render` (the helper threads, or this thread), kept in the store by its text. */
const storedMarkdown = stored(
  MARKDOWN,
  (text: string, render: (text: string) => Promise<RenderedMarkdown>, _file: string) => render(text),
  { key: (text) => [text], about: (_text, _render, file) => file },
);

/**
 * A body with its placeholders filled, rendered and its links read: in the dev server, the very result the last
 * build had while its text and the placeholders' values are the same, so it is not expanded, hashed or looked up again.
 */
const renderedBody = memoisedBy(
  'body',
  { slot: (_render, file) => file, reads: (_render, _file, body, bodyLine, tokens) => [body, bodyLine, tokens] },
  (
    render: (text: string) => Promise<RenderedMarkdown>,
    file: string,
    body: string,
    bodyLine: number | undefined,
    tokens: Tokens,
  ) =>
    settles(
      (async (): Promise<BodyResult> => {
        const expanded = expandTokens(body, tokens);
        const unknown = expanded.unknown.map((name) => ({
          file,
          field: lineOf(body, bodyLine, `{{${name}}}`),
          message: `unknown placeholder {{${name}}}; known: ${Object.keys(tokens).join(', ')}`,
        }));
        const rendered = await storedMarkdown(expanded.text, render, file);
        // A link read from the page's own address leads nowhere the build can check, named by its line.
        const relative = rendered.links.flatMap((link) => {
          const message = relativeLink(link);
          return message ? [{ file, field: lineOf(body, bodyLine, `](${link}`), message }] : [];
        });
        return { rendered, unknown: [...unknown, ...relative], links: { file, links: rendered.links } };
      })(),
    ),
);

interface BodyResult {
  rendered: RenderedMarkdown;
  unknown: Problem[];
  links: { file: string; links: string[] };
}

/** What each body's render settled to, so a memoised one is read without waiting a turn for it. */
const settled = new WeakMap<Promise<BodyResult>, BodyResult>();
function settles(body: Promise<BodyResult>): Promise<BodyResult> {
  body.then(
    (value) => settled.set(body, value),
    () => undefined,
  );
  return body;
}

interface BodySource {
  file: string;
  body: string;
  bodyLine?: number;
}

/** The file's line `needle` is first on (the body's first if none), or 'body' when the body's line is unknown. */
function lineOf(body: string, bodyLine: number | undefined, needle: string): string {
  if (bodyLine === undefined) return 'body';
  const at = body.indexOf(needle);
  return `line ${bodyLine + (at === -1 ? 0 : body.slice(0, at).split('\n').length - 1)}`;
}
