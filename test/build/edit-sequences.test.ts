import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite, type PagesStored } from '../../build/build-site';
import { parseBuildOptions } from '../../build/options';
import { ContentError, formatProblem } from '../../build/problems';
import { type CodeKeys, codeKeys } from '../../build/reuse/code-keys';
import { BUILD_ENTRIES, importGraph } from '../../build/reuse/code-graph.mjs';
import type { SiteDefinition } from '../../src/content/site-definition';
import { createElement, Fragment } from 'react';
import { readFileSync } from 'node:fs';
import { memoryStore } from '../../build/reuse/memory-store';
import { startDevBuilder } from '../../build/serve/dev-builder';
import { memoryTarget } from '../../build/write/output-target';
import type { Contents } from '../../build/output-file';
import { mulberry32 } from '../seeded-random';
import { missingFrom, namesOthers } from './referenced-files';
import { cacheSharingImages, freshStoreSharingCode } from './shared-cache';
import { clinicSite } from '../../templates/clinic-site';
import { contentEdits, type Pick } from './content-edits';

/**
 * The incremental path's property: after any sequence of edits, the dev server's builder (one
 * process, its recall and memory store kept from build to build) gives exactly what a clean build
 * of the same content gives, file for file, or fails with exactly the same problems. Each sequence
 * is drawn from a seeded generator, so a failure names the seed and the steps that reproduce it.
 * `EDIT_SEQUENCES=n` runs more sequences than the default.
 */
const SEQUENCES = Number(process.env.EDIT_SEQUENCES ?? 3);
const STEPS = 6;

const root = process.cwd();
const temp = await mkdtemp(path.join(tmpdir(), 'clinic-edits-'));
const content = path.join(temp, 'content');
const cacheDir = await cacheSharingImages(path.join(temp, 'cache'));
const parsed = parseBuildOptions(['--content', content, '--cache-dir', cacheDir], {}, root);
// The dev server's choices, with one clock for both builds of a step.
const options = (now: number) => ({ ...parsed, cache: false, publishing: { drafts: true, future: true, now } });
const graph = await importGraph(root, BUILD_ENTRIES);

/**
 * The site's code as a sequence has edited it: the site both builders are handed, and code keys that
 * read each edited file with a line added, as they would after a save. A template or footer edit is
 * made to the site as loaded (its markup gains a marker), a stylesheet edit to a copy of the styles.
 */
interface SiteCode {
  site: SiteDefinition;
  code: CodeKeys;
  edited: Map<string, number>;
}
const keysFor = (edited: Map<string, number>) =>
  codeKeys(root, graph, (file) => {
    const text = readFileSync(path.join(root, file));
    return edited.has(file) ? `${text}\n// edit ${edited.get(file)}\n` : text;
  });
let current: SiteCode = { site: clinicSite, code: keysFor(new Map()), edited: new Map() };
const editCode = (file: string, step: number, edit: (site: SiteDefinition) => SiteDefinition) => {
  const edited = new Map([...current.edited, [file, step]]);
  current = { site: edit(current.site), code: keysFor(edited), edited };
};

type Site = { files: Map<string, string>; problems?: string[] };
const decoded = (base64: string) => Buffer.from(base64, 'base64').toString('utf8');
/** Pages shown ahead of their builds, over every sequence. */
let shownAhead = 0;

/**
 * The builder the dev server's worker keeps: one store, recall and target for every build. With each
 * build's site come the pages it showed ahead of the rest (an edited item's), as the dev server shows them.
 */
async function incrementalBuilder() {
  let shown: [string, Contents][] = [];
  const { site: first, code: firstCode } = current;
  const builder = await startDevBuilder(first, options(0), { ahead: (pages) => shown.push(...pages) });
  await builder.reload(first, firstCode);
  let loaded = first;
  return async (now: number): Promise<Site & { ahead: [string, string][] }> => {
    shown = [];
    // The dev server's worker takes new code in place, drawing the pages someone is looking at first.
    if (current.site !== loaded) await builder.reload((loaded = current.site), current.code, LOOKED_AT);
    const site = await collect(() => builder.build(now, LOOKED_AT), builder.files);
    return { ...site, ahead: shown.map(([file, html]) => [file, Buffer.from(html).toString('base64')]) };
  };
}

/**
 * Builds from nothing: each a new store with no records and a new target (the photos and cards are
 * shared, named by what they show, and the island and editor bundles, checked against their files). What they keep
 * from build to build is the one fact every build compares with the last (each file's address, so a link to an old
 * address says where it went).
 */
function cleanBuilder() {
  const facts = memoryStore();
  return (now: number): Promise<Site> => {
    const files = new Map<string, Contents>();
    const store = { ...freshStoreSharingCode({ ...parsed, cache: false }), exchange: facts.exchange };
    const target = memoryTarget(files);
    const { site, code } = current;
    return collect(() => buildSite(site, options(now), { store, target, code }), files);
  };
}

/** The site a build leaves, once its cards and search index are in, or the problems it failed with. */
async function collect(build: () => Promise<PagesStored>, files: Map<string, Contents>): Promise<Site> {
  try {
    await (await build()).settled;
    const text = (value: Contents) => Buffer.from(value).toString('base64');
    return { files: new Map([...files].map(([file, value]) => [file, text(value)])) };
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return { files: new Map(), problems: error.problems.map(formatProblem) };
  }
}

const EDITS = contentEdits(content);

/** Pages someone is looking at while the sequence edits: shown ahead when an edit changes them. */
const LOOKED_AT = ['/', '/blog/hip-pain/', '/about/'];

/** Edits to the site's code, each a developer's save; both builders are then handed the edited site. */
const CODE_EDITS: typeof EDITS = {
  async template(_pick, step) {
    editCode('templates/post.tsx', step, (site) => {
      const post = site.templates.post!;
      const marker = createElement('span', { hidden: true }, `template edit ${step}`);
      const body = (selection: unknown) => createElement(Fragment, null, post.body(selection), marker);
      return { ...site, templates: { ...site.templates, post: { ...post, body } } };
    });
    return `an edit to templates/post.tsx`;
  },
  async footer(_pick, step) {
    editCode('src/components/footer.tsx', step, (site) => {
      const marker = `<span hidden="">footer edit ${step}</span></footer>`;
      const page: typeof site.pages.page = (...args) => site.pages.page(...args).replace('</footer>', marker);
      return { ...site, pages: { ...site.pages, page } };
    });
    return `an edit to src/components/footer.tsx`;
  },
  async stylesheet(_pick, step) {
    const styles = path.join(temp, `styles-${step}`);
    await cp(path.join(root, 'src/styles'), styles, { recursive: true });
    const main = path.join(styles, 'main.css');
    await writeFile(main, `${await readFile(main, 'utf8')}\n.edited-in-step-${step} { color: inherit; }\n`);
    current = { ...current, site: { ...current.site, stylesheet: main } };
    return `an edit to the stylesheet`;
  },
};
Object.assign(EDITS, CODE_EDITS);

/** Where two sites differ, in a few lines. */
function differences(incremental: Site, clean: Site): string[] {
  if (incremental.problems || clean.problems)
    return JSON.stringify(incremental.problems) === JSON.stringify(clean.problems)
      ? []
      : [`problems: incremental ${JSON.stringify(incremental.problems)}, clean ${JSON.stringify(clean.problems)}`];
  const names = new Set([...incremental.files.keys(), ...clean.files.keys()]);
  return [...names]
    .filter((file) => incremental.files.get(file) !== clean.files.get(file))
    .map((file) =>
      !incremental.files.has(file)
        ? `${file}: missing from the incremental build`
        : !clean.files.has(file)
          ? `${file}: left over in the incremental build`
          : `${file}: differs`,
    );
}

const sequences = suite('incremental builds after random edits');
sequences.after(() => rm(temp, { recursive: true, force: true }));

// Every kind of edit in the first sequence, in a shuffled order; the rest are random.
for (let seed = 1; seed <= SEQUENCES; seed++) {
  sequences(`should equal a clean build after every step of sequence ${seed}`, async () => {
    await rm(content, { recursive: true, force: true });
    await cp(path.join(root, 'content'), content, { recursive: true });
    current = { site: clinicSite, code: keysFor(new Map()), edited: new Map() };
    const next = mulberry32(seed);
    const pick: Pick = (list) => list[Math.floor(next() * list.length)]!;
    const kinds = Object.keys(EDITS);
    const plan = seed === 1 ? [...kinds].sort(() => next() - 0.5) : Array.from({ length: STEPS }, () => pick(kinds));
    const incremental = await incrementalBuilder();
    const cleanBuild = cleanBuilder();
    const now = Date.now();
    const [first, firstClean] = [await incremental(now), await cleanBuild(now)];
    assert.ok(first.files.size > 100 && !first.problems, 'the shipped content builds');
    assert.equal(differences(first, firstClean), []);
    const done: string[] = [];
    for (const [step, kind] of plan.entries()) {
      done.push(await EDITS[kind]!(pick, step));
      const [ours, clean] = [await incremental(now), await cleanBuild(now)];
      const found = differences(ours, clean);
      assert.equal(found.slice(0, 10), [], `seed ${seed}, after: ${done.join('; ')}`);
      // A page shown ahead of a build that succeeds is the very page it wrote.
      for (const [file, html] of ours.problems ? [] : ours.ahead)
        assert.ok(ours.files.get(file) === html, `${file} was shown ahead as another page, after: ${done.join('; ')}`);
      shownAhead += ours.ahead.length;
      // Every file a page refers to is one the build wrote, uploaded photos included.
      const texts = [...ours.files].map(
        ([file, text]) => [file, namesOthers(file) ? decoded(text) : undefined] as const,
      );
      assert.equal(missingFrom(new Map(texts)).slice(0, 5), [], `seed ${seed}, after: ${done.join('; ')}`);
    }
  });
}

// A sequence whose first edit breaks the outline shows nothing ahead; the sequences together must.
sequences('should have shown edited pages ahead of their builds', () => assert.ok(shownAhead > 0));

sequences.run();
