import { watch } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import type { DevAsk, DevMessage, DevRequest } from './dev-protocol';
import {
  DEV_EVENTS_PATH,
  DEV_SCRIPT,
  DEV_SCRIPT_PATH,
  devOverlay,
  injectDevScript,
  missedAnnouncements,
} from './dev-overlay';
import { buildUsage, readCommandLine } from '../options';
import { startBuildWorker } from '../worker-threads';
import { closeOnSignals, listen, takeHostFlag } from './listen';
import { BASELINE_HEADERS, localHeadersFor, PROBLEMS_PAGE_HEADERS } from './local-headers';
import { editorBackend, isEditorFile } from '../editor/editor-backend';
import { EDITOR_CONFIG, SITE_LAYOUT } from '../../src/lib/site-layout';
import { createStaticServer, type SiteSource } from './static-server';
import {
  applyChanges,
  notShownAhead,
  onlyRestyled,
  RELOAD_ALL,
  type Reload,
  type Restyle,
  reloadFor,
  restyleTo,
} from './served-files';
import type { Contents } from '../output-file';
import { describeCodeError } from '../code-error';

/**
 * `npm run dev [-- --host [ADDRESS]]`: builds the site into memory, serves it as a static host would on
 * http://localhost:${PORT:-3000} (this computer only unless --host), rebuilds what an edit affects, reloads open pages.
 */
// --host is the server's own flag, taken out before the build options, which refuse flags they do not know.
const { host, rest: buildArgs } = takeHostFlag(process.argv.slice(2));
// It builds into memory, drafts and posts written ahead included, and never for going live.
const help = () =>
  `${buildUsage('npm run dev', ['out', 'release', 'drafts', 'future'])}\n` +
  `  ${'--host [address]'.padEnd(22)} serve to the network, on every address or the one given`;
const line = readCommandLine('npm run dev', buildArgs, process.env, process.cwd(), help);
if (!('options' in line)) {
  (line.exitCode === 0 ? console.log : console.error)(line.say);
  process.exit(line.exitCode);
}
// An author previews drafts and posts written ahead as they will look; their pages say they are not live.
const options = { ...line.options, publishing: { ...line.options.publishing, drafts: true, future: true } };
const port = Number(process.env.PORT ?? 3000);
const CONTENT_DIRS = [options.contentDir, options.publicDir];
const CODE_DIRS = ['src', 'templates', 'build'];
const isStylesheet = (file: string) => file.startsWith(`${SITE_LAYOUT.styles}/`) && file.endsWith('.css');
const CODE_FILE = /\.(tsx?|mjs|css|json)$/;
/** The stylesheets swapped into open pages lately: a page that differs only by which of them it links stays open. */
let swapped: Restyle | undefined;

let files = new Map<string, Contents>();
/** Until `files` holds a whole site: the first pages asked for, with the files they link to (see firstPage). */
let early: Map<string, Contents> | undefined = new Map();
let problems: string[] = [];
/** Open pages with live reload, each with its address: shown ahead of a build that changes them. */
const clients = new Map<ServerResponse, string>();
/** The pages asked for lately, newest last: someone is looking at them, open with live reload or not. */
const recent: string[] = [];
const RECENT_PAGES = 4;
function asked(file: string): void {
  const address = file === '' || file === 'index.html' ? '/' : `/${file.replace(/index\.html$/, '')}`;
  const at = recent.indexOf(address);
  if (at !== -1) recent.splice(at, 1);
  if (recent.push(address) > RECENT_PAGES) recent.shift();
}
const lookedAt = () => [...new Set([...clients.values(), ...recent])];
/** The worker died of an error: builds wait for a save of code, which starts another. */
let workerFailed = false;
let worker = startWorker();
let building: Promise<void> | null = null;
/** A reload of the site's code is under way: the worker shows the open pages it changes ahead of the build. */
let reloading = false;
/** Why a build is wanted once the one running ends: the last change that came in meanwhile. */
let pendingReason: string | undefined;

function startWorker(): Worker {
  const started = startBuildWorker(new URL('./dev-worker.ts', import.meta.url), options);
  // A worker that dies (the pipeline's code does not load) leaves its problem on show until a code save starts another:
  // the server never goes with it.
  started.on('error', (error) => {
    if (worker !== started) return;
    workerFailed = true;
    showProblems('build worker', [describeCodeError(error, options.root) ?? error.stack ?? error.message]);
    broadcast('reload', RELOAD_ALL);
  });
  // A build's search index and cards arrive after its pages, with the files they replace removed.
  started.on('message', (message: DevMessage) => {
    if (message.type === 'phase' && message.phase === 'settled') announceSettled();
    if (message.type !== 'files') return;
    if (message.of === 'settled') applyChanges(files, message.files);
    // Only while its build or a reload of code runs: once a build has answered, its own files have the last word.
    if (message.of === 'ahead' && (building || reloading)) showAhead(message.files);
  });
  return started;
}

/**
 * Pages shown ahead of the build under way: if it succeeds, a page it wrote as shown is not reloaded again. If it
 * fails, the problems hide every page, and the fixing build shows it again (its item differs from the failed build's).
 */
const shownAhead = new Set<string>();

/** What each page shown ahead of the build under way replaced: a build that fails puts it back (see showProblems). */
const replacedAhead = new Map<string, Contents | null>();

/** Whether a page differs only by a stylesheet already swapped into it: it shows nothing new, and does not reload. */
const restyledOnly = (file: string, contents: Contents | null) =>
  swapped !== undefined && onlyRestyled(files.get(file), contents, swapped);

function showAhead(pages: [string, Contents | null][]): void {
  const shown = pages.flatMap(([file, contents]) => (restyledOnly(file, contents) ? [] : [file]));
  for (const [file, contents] of pages) {
    shownAhead.add(file);
    if (!replacedAhead.has(file)) replacedAhead.set(file, files.get(file) ?? null);
    if (contents !== null) files.set(file, contents);
  }
  if (problems.length === 0 && shown.length > 0) broadcast('reload', reloadFor(shown));
}

/**
 * Said once the first build's search index and cards are made: until then a large site's edits share the machine with
 * indexing every page (`npm run bench:dev` waits for it).
 */
let settledSaid = false;
/** The worker may say its index and cards are stored before the first build's own message comes in. */
let settledFirst = false;
function announceSettled(): void {
  if (settledSaid) return;
  if (early) {
    settledFirst = true;
    return;
  }
  settledSaid = true;
  console.log(`Search index and social cards ready, ${(performance.now() / 1000).toFixed(1)} s after start`);
}

/** How many announcements have been made: each page is served with the count (see `missedAnnouncements`). */
let announced = 0;
/** The last announcements, as written, for pages that connect after some were made while they loaded. */
const lastAnnouncements: string[] = [];
const KEPT_ANNOUNCEMENTS = 50;
const announcement = (event: string, data: object) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
function broadcast(event: string, data: object): void {
  const written = announcement(event, data);
  announced++;
  if (lastAnnouncements.push(written) > KEPT_ANNOUNCEMENTS) lastAnnouncements.shift();
  for (const client of clients.keys()) client.write(written);
}

let asks = 0;
/** The worker's answer (the message with the ask's id), or null if it exits first. */
function ask(worker: Worker, asked: DevAsk): Promise<DevMessage | null> {
  const request: DevRequest = { ...asked, id: ++asks };
  return new Promise((resolve) => {
    const heard = (message: DevMessage) => {
      if (!('id' in message) || message.id !== request.id) return;
      worker.off('message', heard).off('exit', gone);
      resolve(message);
    };
    const gone = () => (worker.off('message', heard), resolve(null));
    worker.on('message', heard).once('exit', gone);
    worker.postMessage(request);
  });
}

/** Problems the browser shows in place of every page until a build without them (content, or the site's code). */
function showProblems(reason: string, found: string[]): void {
  problems = found;
  // The failed build's pages never went live: those shown ahead of it are the last good build's again, so the build
  // that fixes the problems, finding them unchanged from that one, leaves no page of the failed edit behind.
  applyChanges(files, replacedAhead);
  console.error(`${reason}: build failed (the browser shows the problems until they are fixed):`);
  for (const problem of problems) console.error(`  ${problem}`);
}

function requestBuild(reason: string): Promise<void> {
  if (workerFailed) return Promise.resolve();
  if (building) {
    pendingReason = reason;
    return building;
  }
  const started = performance.now();
  // If a code change replaces the worker first, this build ends unanswered and the queued one runs in the new worker.
  building = ask(worker, { ask: 'build', first: lookedAt() }).then((answer) => {
    if (!answer) return;
    const hadProblems = problems.length > 0;
    let reload: Reload = RELOAD_ALL;
    if (answer.type === 'phase' && answer.phase === 'built') {
      const message = answer.built;
      // Only the pages a build changed reload, unless the whole site came anew or had been showing its problems.
      if (!message.complete && !hadProblems) reload = reloadFor(changedOnScreen(message.files));
      if (message.complete) files = new Map();
      applyChanges(files, message.files);
      // Once no later edit waits for a build, this build's pages link the newest stylesheet: the older ones are gone.
      if (swapped && !pendingReason) {
        for (const old of swapped.from) files.delete(old.slice(1));
        swapped = undefined;
      }
      early = undefined;
      if (settledFirst) announceSettled();
      problems = [];
      for (const warning of message.warnings) console.warn(`warning: ${warning}`);
      console.log(
        `${reason}: ${message.rendered} of ${message.pages} pages rendered in ` +
          `${(performance.now() - started).toFixed(0)} ms${message.explanation ? ` (${message.explanation})` : ''}`,
      );
      if (message.standIns) console.warn(message.standIns);
    } else if (answer.type === 'failed') showProblems(reason, answer.problems);
    shownAhead.clear();
    replacedAhead.clear();
    broadcast('reload', reload);
  });
  return building.finally(() => {
    building = null;
    const next = pendingReason;
    pendingReason = undefined;
    if (next) void requestBuild(next);
  });
}

/** Changed files an open page may show differently: not pages shown ahead as written, nor those only restyled. */
function changedOnScreen(changes: [string, Contents | null][]): string[] {
  const made = new Map(changes);
  // The stylesheets swapped in and out: open pages have the newest already.
  const swappedFiles = swapped ? [...swapped.from, swapped.to] : [];
  return notShownAhead(changes, shownAhead, files).filter(
    (file) => !restyledOnly(file, made.get(file) ?? null) && !swappedFiles.includes(`/${file}`),
  );
}

/**
 * A page asked for before the first build has written the site (a large site's takes a while): the worker draws it from
 * the build's outline, and the build's pages replace it with a reload once all are written. Without an outline (the
 * build failed, or has finished), the build's files answer.
 */
async function firstPage(file: string): Promise<Contents | null> {
  const answer = await ask(worker, { ask: 'page', file });
  const drawn = answer?.type === 'files' ? answer.files : undefined;
  if (drawn && early) for (const [name, contents] of drawn) if (contents !== null) early.set(name, contents);
  const shown = early?.get(file);
  if (shown !== undefined) return shown;
  // No page there (the build knows its pages): nothing to wait for.
  if (drawn) return null;
  await building;
  return files.get(file) ?? null;
}

/** While the site has problems, every page but the editor's shows them (the editor stays usable, to fix them in). */
const showsProblems = (file: string) =>
  problems.length > 0 && !isEditorFile(file) && (file === '' || file.endsWith('.html'));

const source: SiteSource = {
  read: async (file) => {
    if (file === '' || file.endsWith('.html')) asked(file);
    if (showsProblems(file)) return devOverlay(problems);
    if (early && !files.has(file)) {
      const shown = early.get(file);
      if (shown !== undefined) return shown;
      if (file.endsWith('.html')) return firstPage(file);
      await building;
    }
    return files.get(file) ?? null;
  },
};

/**
 * The site's own `_headers` (the policy, the speculation rules) as a static host sends them, so what works here works
 * deployed, less what needs https. They stay while a build fails (the last good build's, or a baseline before one);
 * the problems page has its own policy for its inline styles.
 */
const headersFor = (urlPath: string) => {
  const file = files.get('_headers');
  if (problems.length > 0 && !isEditorFile(urlPath.slice(1))) return PROBLEMS_PAGE_HEADERS;
  if (file === undefined) return BASELINE_HEADERS;
  return localHeadersFor(typeof file === 'string' ? file : new TextDecoder().decode(file))(urlPath);
};

// The site's Pages Functions in workerd, as preview.ts serves them, reloaded when their code changes.
// Loaded only now, while the worker builds: workerd's packages take this thread more than half a second to load.
const { startLocalFunctions } = await import('./functions');
const functions = await startLocalFunctions({ env: process.env, watch: true, contentDir: options.contentDir });
closeOnSignals(functions.close);
// The browser editor at /admin/ saves into the content folder; the watcher below then rebuilds.
const editor = editorBackend(options.contentDir, () => files.get(EDITOR_CONFIG.slice(1)));
const server = createStaticServer(source, {
  headersFor,
  hosts: [host],
  // A reload would throw away what the editor has not saved; it shows its own saves.
  transformHtml: (html, urlPath) => (isEditorFile(urlPath.slice(1)) ? html : injectDevScript(html, announced)),
  extra: (req, res) => {
    if (functions.handle(req, res) || editor(req, res)) return true;
    const [address = ''] = (req.url ?? '').split('?');
    if (address === DEV_SCRIPT_PATH) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' }).end(DEV_SCRIPT);
      return true;
    }
    if (address !== DEV_EVENTS_PATH) return false;
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
    // A page loading while announcements were made hears them now, in one write; it reloads only if they concern it.
    const missed = missedAnnouncements(req.url ?? '', lastAnnouncements, announced, announcement('reload', RELOAD_ALL));
    res.write(`retry: 500\n\n${missed.join('')}`);
    clients.set(res, new URL(req.url ?? '', 'http://localhost').searchParams.get('page') ?? '');
    req.on('close', () => clients.delete(res));
    return true;
  },
});

/**
 * Saves in quick succession become one build. The wait is short, as it adds to every edit: an editor writes a file
 * within a few milliseconds, and a save during a build queues another anyway.
 */
function debounce(run: (name: string) => void, ms = 10) {
  let timer: NodeJS.Timeout | undefined;
  let last = '';
  return (name: string) => {
    last = name;
    clearTimeout(timer);
    timer = setTimeout(() => run(last), ms);
  };
}

const onContent = debounce((name) => void requestBuild(`changed ${name}`));
/** Stops a worker once it has closed its search backend (or after a second), so no backend outlives it. */
function stopWorker(old: Worker): void {
  const stop = () => void old.terminate();
  const timeout = setTimeout(stop, 1000);
  void ask(old, { ask: 'stop' }).then(() => (clearTimeout(timeout), stop()));
}

/**
 * The site's code (templates, components, schemas) is reloaded in the worker, which keeps all an edit does not reach;
 * the pipeline's own code cannot be, so a fresh worker starts, from the store the last one left on disk.
 */
const codeChanged = new Set<string>();
const reloadCode = debounce(async (name) => {
  const files = [...codeChanged].map((file) => file.split(path.sep).join('/'));
  codeChanged.clear();
  reloading = true;
  const reloaded =
    workerFailed || files.some((file) => file.startsWith('build/'))
      ? null
      : await ask(worker, { ask: 'reload', files, first: lookedAt() });
  reloading = false;
  // Code that does not load (a syntax error, a module that throws) is shown until a save that loads.
  if (reloaded?.type === 'failed') {
    showProblems(`changed ${name} (code)`, reloaded.problems);
    return broadcast('reload', RELOAD_ALL);
  }
  if (!(reloaded?.type === 'phase' && reloaded.phase === 'reloaded' && reloaded.inPlace)) {
    stopWorker(worker);
    workerFailed = false;
    worker = startWorker();
  }
  void requestBuild(`changed ${name} (code)`);
});

/** The stylesheets the served files hold, by address: those a page served since the last build may link. */
const stylesheets = () => [...files.keys()].filter(isStylesheet).map((file) => `/${file}`);

/**
 * A stylesheet edit is applied in open pages at once, in place, whichever of the stylesheets served lately they
 * link (a second edit may come before the first one's build has written its pages); the pages follow with the build.
 */
const onStyles = debounce(async (name) => {
  const answer = await ask(worker, { ask: 'stylesheet' });
  const [made] = answer?.type === 'files' ? answer.files : [];
  const restyle = made?.[1] ? restyleTo(`/${made[0]}`, stylesheets(), swapped) : undefined;
  if (made?.[1] && restyle) {
    swapped = restyle;
    files.set(made[0], made[1]);
    broadcast('css', restyle);
  }
  void requestBuild(`changed ${name}`);
});

for (const dir of CONTENT_DIRS) watch(dir, { recursive: true }, (_, name) => onContent(path.join(dir, String(name))));
for (const dir of CODE_DIRS)
  watch(dir, { recursive: true }, (_, name) => {
    const file = path.join(dir, String(name));
    // Only code: an editor's temporary files come and go around a save.
    if (!CODE_FILE.test(file)) return;
    // A stylesheet edit is swapped into open pages without a reload.
    if (file.endsWith('.css')) return onStyles(file);
    codeChanged.add(file);
    reloadCode(file);
  });

// Listening from the start: a page asked for during the first build is shown as soon as it can be (firstPage).
const first = requestBuild('first build');
const listening = await listen(server, port, host);
await first;
console.log(`Serving ${options.contentDir}/ on ${listening.url} (${listening.reach}; rebuilds on save; Ctrl+C stops)`);
console.log(functions.description);
if (listening.warning) console.warn(listening.warning);
