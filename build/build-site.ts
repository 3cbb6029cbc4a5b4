import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import type { Route, SiteModel } from '../src/content/site-model';
import { emptyCache, pruneCache, type BuildCache } from './reuse/build-cache';
import { bundleIslands, type IslandBundle } from './stages/bundle-islands';
import { buildCss, CSS_ENTRY } from './stages/build-css';
import { checkLinks } from './stages/check-links';
import { deriveSite } from './stages/derive-site';
import { countMarkdownFiles, listPublicFiles, loadContent } from './stages/load-content';
import { applyEnvironment, type BuildOptions } from './options';
import { ContentError, type Problem } from './problems';
import { markdownSources, renderContent } from './stages/render-content';
import { renderMarkdownBatch, startMarkdownHelpers, stopHelpers } from './stages/markdown-batch';
import type { RenderedMarkdown } from './stages/render-markdown';
import { pageKey, sharedInputs, staticInputs, hashOf } from './stages/page-inputs';
import { outputFile, pageFor, renderPage } from './stages/render-pages';
import { renderRasterImages } from './stages/raster-images';
import { renderSocialCards, type SocialCardPage } from './stages/social-cards';
import { routeTable } from './stages/route-table';
import { formatHeadersFile, headerRules } from './stages/security-headers';
import { coverFiles, feedXml, robotsTxt, sitemapXml } from './stages/site-files';
import { validateContent, type ValidContent } from './stages/validate-content';
import { intactOutputs, writeSite, type OutputFile, type OutputManifest, type WriteReport } from './stages/write-site';
import { islands } from '../src/islands/registry';

export interface BuildResult {
  model: SiteModel;
  routes: Route[];
  files: OutputFile[];
  warnings: Problem[];
  timings: [stage: string, ms: number][];
  /** Files of the output folder left as the last build wrote them, because their inputs are unchanged (not in `files`). */
  kept: string[];
  /** Pages rendered by this build; the rest came unchanged from the cache or were kept. */
  pagesRendered: number;
  /** Files written to and removed from the output folder (none when serving from memory). */
  written?: WriteReport;
}

/**
 * What one build may reuse from earlier ones: the cache (in memory, or loaded from disk
 * by the command) and, in the dev server, the island bundle while the code is unchanged.
 */
export interface BuildSession {
  cache: BuildCache;
  bundle?: Promise<IslandBundle>;
}

/** The whole pipeline: load → validate → render Markdown → derive → check links → render pages → write. */
export async function buildSite(options: BuildOptions, session: BuildSession = { cache: emptyCache() }): Promise<BuildResult> {
  const timings: BuildResult['timings'] = [];
  let mark = performance.now();
  const time = <T>(stage: string, value: T): T => {
    const now = performance.now();
    timings.push([stage, now - mark]);
    mark = now;
    return value;
  };
  const resolve = (dir: string) => path.resolve(options.root, dir);

  // Bundling does not depend on content, so it runs while content loads.
  const bundling = (session.bundle ??= bundleIslands(options.root, Object.keys(islands)));
  const { cache } = session;
  const usedMarkdown = new Set<string>();
  // Every body is rendered (or found in the cache) before this is asked for it.
  const markdownToHtml = (markdown: string) => {
    const key = hashOf(markdown);
    usedMarkdown.add(key);
    return cache.markdown.get(key)!;
  };
  const helpers = startMarkdownHelpers((await countMarkdownFiles(resolve(options.contentDir))) - cache.markdown.size);
  const photos = renderRasterImages(path.join(resolve(options.contentDir), 'images'), resolve(options.imageCacheDir));
  photos.catch(() => undefined);
  const [raw, publicFiles] = await Promise.all([loadContent(resolve(options.contentDir)), listPublicFiles(resolve(options.publicDir))]);
  const site = raw.data.site;
  if (site) site.value = applyEnvironment(site.value, options.env);
  time('load', raw);

  const { content, problems } = validateContent(raw);
  time('validate', content);
  if (!content) {
    stopHelpers(helpers);
    await bundling.catch(() => undefined);
    throw new ContentError(problems);
  }
  // Pages and cards whose inputs are unchanged since the last build wrote them are left alone.
  const outDir = resolve(options.outDir);
  const intact: OutputManifest = options.write && cache.output?.dir === outDir ? intactOutputs(outDir, cache.output.files) : new Map();
  const unchanged = (file: string, key: string) => intact.get(file)?.key === key;
  // Social cards are drawn by sharp on its own threads while the main thread renders Markdown and pages.
  const cards = renderSocialCards(socialCards(content), { name: content.site.name, tagline: content.site.tagline }, resolve(options.imageCacheDir), { keep: unchanged });
  cards.catch(() => undefined);

  await renderMissingMarkdown(markdownSources(content), cache, helpers);
  const rendered = renderContent(content, problems, markdownToHtml);
  time('markdown', rendered);
  const { files: photoFiles, manifest } = await photos;
  const model = deriveSite(content, rendered, problems, manifest);
  const routes = routeTable(model);
  const pageResults = routes.map((route) => pageFor(model, route));
  time('derive', model);

  const css = buildCss(resolve(CSS_ENTRY));
  const bundle = await bundling;
  const pagePaths = new Set(routes.map((route) => route.path));
  const covers = coverFiles(model.posts);
  const files = new Set([...publicFiles, ...covers.map((c) => `/${c.file}`)]);
  problems.push(...checkLinks([...rendered.links, ...configLinks(model)], pagePaths, files));
  if (problems.length > 0) throw new ContentError(problems);
  time('assets', bundle);

  const renderOptions = { renderIsland: bundle.renderIsland, css: `/${css.file}`, islands: bundle.islands };
  const shared = sharedInputs(model, { css: renderOptions.css, islands: renderOptions.islands });
  const statics = staticInputs(model);
  const kept: string[] = [];
  const pages: OutputFile[] = [];
  let pagesRendered = 0;
  routes.forEach((route, i) => {
    const key = pageKey(model, route, shared, statics);
    const file = outputFile(route.path);
    if (unchanged(file, key)) return kept.push(file);
    const cached = cache.pages.get(route.path);
    if (cached?.key === key) return pages.push({ file, key, contents: cached.html });
    const { html } = renderPage(model, route, renderOptions, pageResults[i]);
    pagesRendered++;
    if (!options.write) cache.pages.set(route.path, { key, html });
    pages.push({ file, key, contents: html });
  });
  pruneCache(cache, usedMarkdown, new Set(routes.map((route) => route.path)));
  time('render', pages);
  const cardFiles = time('images', await cards);
  kept.push(...cardFiles.kept);

  const output: OutputFile[] = [
    ...pages,
    ...cardFiles.files,
    ...photoFiles,
    css,
    ...bundle.files,
    ...covers,
    { file: 'sitemap.xml', contents: sitemapXml(model, routes) },
    { file: 'robots.txt', contents: robotsTxt(model) },
    { file: 'feed.xml', contents: feedXml(model) },
    { file: '_headers', contents: formatHeadersFile(headerRules(model.site)) },
  ];
  const written = options.write ? time('write', await writeSite(outDir, output, resolve(options.publicDir), { intact, kept })) : undefined;
  if (written) cache.output = { dir: outDir, files: written.manifest };
  return { model, routes, files: output, kept, warnings: rendered.warnings, timings, pagesRendered, ...(written ? { written } : {}) };
}

const KICKERS: Partial<Record<Route['template'], string>> = {
  service: 'Services', services: 'Services', team: 'Our team', 'team-group': 'Our team', 'team-member': 'Our team',
  blog: 'Blog', category: 'Blog category', tag: 'Blog tag', page: undefined,
};

/** What a page's social card shows: its title under a small heading (a post's category). */
function socialCard(model: SiteModel, route: Route): SocialCardPage {
  const kicker = route.template === 'post' ? model.postBySlug.get(route.key ?? '')?.category : KICKERS[route.template];
  return { path: route.path, title: route.template === 'home' ? model.home.hero.headline : pageFor(model, route).title, ...(kicker ? { kicker } : {}) };
}

const NO_MARKDOWN: RenderedMarkdown = { html: '', text: '', links: [], warnings: [] };

/**
 * Every page's card, from an outline of the site made with empty bodies: titles and headings
 * never come from Markdown, so the cards can be drawn while the Markdown is still rendering.
 * Problems are reported by the real pass.
 */
function socialCards(content: ValidContent): SocialCardPage[] {
  const outline = deriveSite(content, renderContent(content, [], () => NO_MARKDOWN), []);
  return routeTable(outline).map((route) => socialCard(outline, route));
}

/** Renders the Markdown the cache lacks, on every core when there is a lot of it; the results go into the cache. */
async function renderMissingMarkdown(sources: string[], cache: BuildCache, helpers: Worker[]): Promise<void> {
  const missing = [...new Map(sources.map((text) => [hashOf(text), text])).entries()].filter(([key]) => !cache.markdown.has(key));
  const rendered = await renderMarkdownBatch(missing.map(([, text]) => text), helpers);
  missing.forEach(([key], i) => cache.markdown.set(key, rendered[i]!));
}

/** Links that editors set in data files, checked like links in Markdown. */
function configLinks(model: SiteModel) {
  const { navigation, home } = model;
  const header = navigation.header.flatMap((item) => [item.path, ...(item.dropdown ?? []).map((link) => link.path)]);
  return [
    { file: 'navigation.yaml', field: 'header', links: header },
    { file: 'navigation.yaml', field: 'footer', links: [...navigation.footer, ...navigation.legal].map((link) => link.path) },
    { file: 'home.yaml', field: 'specialisedCare', links: home.specialisedCare.map((card) => card.path) },
    // Photos from content/images/ are checked when they are looked up; other images must be in public/.
    ...model.posts.filter((p) => p.image_url && !p.photo).map((p) => ({ file: p.file, field: 'image_url', links: [p.image_url ?? ''] })),
  ];
}
