import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Route, SiteModel } from '../../src/content/site-model';
import { NO_MEMO } from '../../src/lib/memo';
import { NO_EXPLAINER, withBuild } from '../reuse/memory';
import { NO_RECALL } from '../reuse/recall';
import { outputFile } from '../../src/lib/site-layout';
import type { BuildRun, OutlinedBuild } from '../build-start';
import type { Contents } from '../output-file';
import { attachBodies } from '../stages/attach/attach-bodies';
import type { Stylesheet } from '../stages/assets/build-css';
import { renderSomeBodies } from '../stages/bodies/render-bodies';
import { pageAssets, renderPage } from '../stages/outputs/render-pages';
import { coverOutputs } from '../stages/outputs/covers';

/**
 * One page, with the files it links to (stylesheet, scripts, its photos and covers, public/), while its build still
 * renders bodies. The bodies it needs are rendered here: its own, the data files' Markdown, and those of items it links
 * to, as a card may show an excerpt of one (the page is drawn once without them to find those links). Other bodies stay
 * empty and the page is still the one the build will write (a test holds every page to that): the dev server shows it
 * until the build's replaces it. Undefined when no page is written to `file`.
 */
export function previewFile(build: OutlinedBuild, file: string): Promise<[string, Contents][] | undefined> {
  // Beside the build, not part of it: no memory of its own, only what it has finished, and not counted in --explain.
  const { memory } = build.run;
  const store = memory.store?.finished?.() ?? memory.store;
  return withBuild({ ...memory, recall: NO_RECALL, store, explainer: NO_EXPLAINER }, () => preview(build, file));
}

async function preview(build: OutlinedBuild, file: string): Promise<[string, Contents][] | undefined> {
  const { run, content, outline } = build;
  const route = outline.routes.find((candidate) => outputFile(candidate.path) === file);
  if (!route) return undefined;
  const { definition, options } = run;
  const itemAt = new Map(outline.routes.flatMap(({ path, source }) => (source ? [[path, source.file] as const] : [])));
  const own = [route.source?.file ?? '', ...Object.values(definition.dataFiles).map(({ file }) => `${file}.yaml`)];
  const first = await drawn(build, route, new Set(own));
  const linked = [...first.html.matchAll(/href="([^"#?]*)/g)].flatMap(([, href]) => itemAt.get(href ?? '') ?? []);
  const { html, css, images, model } = linked.length ? await drawn(build, route, new Set([...own, ...linked])) : first;
  const bundle = await run.islands;
  const publicDir = path.resolve(options.root, options.publicDir);
  const publicFiles = await Promise.all(
    content.publicFiles.map(async (name) => [name.slice(1), await readFile(path.join(publicDir, name))] as const),
  );
  const linkedTo = (name: string) => html.includes(`/${name}`);
  const covers = coverOutputs(model, definition).filter((cover) => linkedTo(cover.file));
  return [
    [file, html],
    [css.file, css.contents],
    ...(await Promise.all(covers.map(async (cover) => [cover.file, await cover.make()]))),
    ...bundle.files.map(({ file: script, contents }) => [script, contents]),
    ...images.files.filter(({ file: photo }) => linkedTo(photo)).map(({ file: photo, contents }) => [photo, contents]),
    ...publicFiles,
  ] as [string, Contents][];
}

/**
 * `route`'s page with the bodies of `files` rendered: from the store if made already, else afresh, as the build's own
 * batch may hold them until all are done.
 */
async function drawn({ run, content, outline, photos }: OutlinedBuild, route: Route, files: Set<string>) {
  const { definition } = run;
  const bodies = await renderSomeBodies(content, definition, (source) => files.has(source));
  const images = (await photos).value;
  const model = attachBodies(outline, bodies.bodies, images.manifest, definition);
  return { ...(await pageFrom(run, model, route)), images, model };
}

export type PageDrawing = Pick<BuildRun, 'definition' | 'islands' | 'stylesheet'>;

/** `route`'s page as the build renders it from `model`, and the stylesheet it links to (the run's unless given). */
export async function pageFrom(run: PageDrawing, model: SiteModel, route: Route, stylesheet?: Stylesheet) {
  const { definition } = run;
  const bundle = await run.islands;
  const css = stylesheet ?? (await run.stylesheet);
  const selection = definition.templates[route.template]!.select(model, route.key ?? '', NO_MEMO);
  const assets = pageAssets(bundle, `/${css.file}`);
  return { html: renderPage(route, selection, definition.pages.frame(model), assets, definition), css };
}
