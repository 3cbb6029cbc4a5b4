import type { Page } from '../../src/content/page';
import type { Post } from '../../src/content/post';
import type { Service } from '../../src/content/service';
import type { TeamMember } from '../../src/content/team-member';
import { formatAddress, telHref } from '../../src/lib/contact-details';
import { teamMemberSlug } from '../../src/lib/slug';
import { countWords, firstWords } from '../../src/lib/text';
import { expandTokens, type TokenValues } from '../../src/lib/tokens';
import type { Problem } from '../problems';
import type { RenderedMarkdown } from './render-markdown';
import type { Entry, ValidContent } from './validate-content';

export const EXCERPT_WORDS = 40;

export interface RenderedContent {
  posts: Post[];
  pages: Page[];
  team: TeamMember[];
  services: Service[];
  pricingNoteHtml: string;
  /** Sanitiser notices (dropped frames, images without alt text): printed, not fatal. */
  warnings: Problem[];
  /** Links found in each file's body, checked against the route table later. */
  links: { file: string; links: string[] }[];
}

/** Values for the {{...}} tokens editors may write, all from site.yaml and clinics.yaml. */
export function tokenValues(content: Pick<ValidContent, 'site' | 'clinics'>): TokenValues {
  const values: Record<string, string> = {
    name: content.site.name,
    email: content.site.email,
    mailto: `mailto:${content.site.email}`,
    booking: content.site.booking.url,
  };
  for (const clinic of content.clinics) {
    values[`phone.${clinic.id}`] = clinic.phone;
    values[`tel.${clinic.id}`] = telHref(clinic.phone);
    values[`address.${clinic.id}`] = formatAddress(clinic);
  }
  return values;
}

/** Every Markdown source the site renders, with tokens expanded: what `renderContent` will ask for. */
export function markdownSources(content: ValidContent): string[] {
  const tokens = tokenValues(content);
  const bodies = [...content.posts.filter((entry) => entry.data.published), ...content.pages, ...content.team, ...content.services].map((entry) => entry.body);
  return [...bodies, content.pricing.note].map((body) => expandTokens(body, tokens).text);
}

/** Renders every Markdown body (tokens expanded, then sanitised) and derives post fields. */
export function renderContent(
  content: ValidContent,
  problems: Problem[],
  markdownToHtml: (markdown: string) => RenderedMarkdown,
): RenderedContent {
  const tokens = tokenValues(content);
  const links: RenderedContent['links'] = [];
  const warnings: Problem[] = [];
  const render = <T>(entry: Entry<T>) => {
    const expanded = expandTokens(entry.body, tokens);
    for (const name of expanded.unknown) {
      problems.push({ file: entry.file, field: 'body', message: `unknown placeholder {{${name}}}; known: ${Object.keys(tokens).join(', ')}` });
    }
    const rendered = markdownToHtml(expanded.text);
    links.push({ file: entry.file, links: rendered.links });
    warnings.push(...rendered.warnings.map((message) => ({ file: entry.file, field: 'body', message })));
    return rendered;
  };

  const posts = content.posts
    .filter((entry) => entry.data.published)
    .map((entry): Post => {
      const { html, text } = render(entry);
      const excerpt = entry.data.excerpt ?? firstWords(text, EXCERPT_WORDS);
      return { ...entry.data, excerpt, html, words: countWords(text), file: entry.file };
    });
  const pages = content.pages.map((entry): Page => ({ ...entry.data, slug: entry.name, html: render(entry).html }));
  const team = content.team.map((entry): TeamMember => {
    const slug = teamMemberSlug(entry.data.name);
    if (slug !== entry.name) {
      problems.push({ file: entry.file, field: 'name', message: `file must be named ${slug}.md to match the name` });
    }
    return { ...entry.data, slug, bioHtml: render(entry).html };
  });
  const services = content.services.map((entry): Service => ({ ...entry.data, slug: entry.name, html: render(entry).html }));
  const pricingNoteHtml = render({ file: 'pricing.yaml', name: 'pricing', data: null, body: content.pricing.note }).html;
  return { posts, pages, team, services, pricingNoteHtml, warnings, links };
}
