import { type ChildProcess, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { EDITED_POST, median } from './bench-corpus';

/** The edits bench:dev makes, each timed from save until what it changed is served, and the server it asks. */
export const URL_PATH = `/blog/${EDITED_POST.replace(/\.md$/, '')}/`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Server {
  port: number;
  process: ChildProcess;
  log: () => string;
}

/** Servers running and files edited, stopped and put back if the benchmark is stopped mid-way. */
const running = new Set<ChildProcess>();
const edited = new Map<string, string>();
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    for (const [file, original] of edited) writeFileSync(file, original);
    for (const child of running) child.kill();
    process.exit(130);
  });

export function start(command: string, args: string[], cwd: string, port: number): Server {
  const child = spawn(process.execPath, [command, ...args], {
    cwd,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.on('exit', () => running.delete(child));
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  return { port, process: child, log: () => log };
}

const get = (server: Server, url: string) =>
  fetch(new URL(url, `http://127.0.0.1:${server.port}`))
    .then((response) => (response.ok ? response.text() : ''))
    .catch(() => '');

/** Whether the edited post's page holds `text`. */
export const pageHas = async (server: Server, text: string) => (await get(server, URL_PATH)).includes(text);

/**
 * The stylesheets the dev server has swapped into open pages, newest last, as a page's live-reload client hears
 * of them (`css` events): a CSS edit reaches an open page that way, before any page is rendered again.
 */
const swaps = new Map<Server, { list: string[]; open: Promise<void> }>();
const swappedStylesheets = (server: Server): string[] => swaps.get(server)?.list ?? [];

/** Listens to the server's live-reload events as an open page does, once per server; resolves once connected. */
function listening(server: Server): Promise<void> {
  const known = swaps.get(server);
  if (known) return known.open;
  const list: string[] = [];
  const connection = fetch(new URL(`/__dev/events?since=-1&page=${URL_PATH}`, `http://127.0.0.1:${server.port}`));
  const open = connection.then(() => undefined);
  swaps.set(server, { list, open });
  void connection
    .then(async (response) => {
      let text = '';
      for await (const chunk of response.body ?? []) {
        text += Buffer.from(chunk).toString();
        for (const [, data] of text.matchAll(/event: css\ndata: (.*)\n/g)) list.push(JSON.parse(data!).to);
        text = text.slice(text.lastIndexOf('\n\n') + 1);
      }
    })
    .catch(() => undefined);
  return open.catch(() => undefined);
}

/**
 * Whether an open copy of the edited post's page shows `text` in its stylesheet: the one swapped in last, or else
 * the one the page links to (a server that swaps no stylesheet, or a page loaded after the build).
 */
async function stylesheetHas(server: Server, text: string): Promise<boolean> {
  const swapped = swappedStylesheets(server).at(-1);
  if (swapped && (await get(server, swapped)).includes(text)) return true;
  const href = /<link rel="stylesheet" href="([^"]+)"/.exec(await get(server, URL_PATH))?.[1];
  return href ? (await get(server, href)).includes(text) : false;
}

/** Waits until `seen` holds; ms since `since`. */
export async function servedWhen(seen: () => Promise<boolean>, since: number, log: () => string, limit = 120_000) {
  while (!(await seen())) {
    if (performance.now() - since > limit) throw new Error(`not served in ${limit} ms:\n${log().slice(-2000)}`);
    await sleep(5);
  }
  return performance.now() - since;
}

/** An edit: the file it changes, from the checkout or site folder, the change, and how to tell it is served. */
export interface Edit {
  file: string;
  change: (source: string, marker: string) => string;
  seen?: (server: Server, marker: string) => Promise<boolean>;
  /** Done before the save, as an open page would be listening already. */
  ready?: (server: Server) => Promise<void>;
}

const hidden = (tag: string) => (source: string, marker: string) => {
  if (!source.includes(tag)) throw new Error(`the edit needs "${tag}" in the file it edits`);
  return source.replace(tag, `${tag}<span hidden>${marker}</span>`);
};
const post = (content: string) => path.join(content, 'posts', EDITED_POST);

/** The post with the marker at the end of its body, or of its title. */
export const contentEdits = (content: string): Record<string, Edit> => ({
  body: { file: post(content), change: (source, marker) => `${source.trimEnd()}\n\n${marker}\n` },
  title: {
    file: post(content),
    change: (source, marker) =>
      source.replace(/^title: "?(.*?)"?$/m, (_, title: string) => `title: "${title} ${marker}"`),
  },
});

/** A marker in the post template and in the footer, and a rule appended to the site's stylesheet. */
export const codeEdits = (root: string): Record<string, Edit> => ({
  'post template': { file: path.join(root, 'templates/post.tsx'), change: hidden('<article className="article">') },
  footer: { file: path.join(root, 'src/components/footer.tsx'), change: hidden('<footer className="site-footer">') },
  'site CSS': {
    file: path.join(root, 'src/styles/main.css'),
    change: (source, marker) => `${source.trimEnd()}\n.${marker.replace(/\W/g, '-')} { outline: 0; }\n`,
    seen: (server, marker) => stylesheetHas(server, marker.replace(/\W/g, '-')),
    ready: (server) => listening(server),
  },
});

/** The same two edits to Eleventy's post layout and base layout (bench-peer.ts writes both). */
export const eleventyCodeEdits = (site: string): Record<string, Edit> => ({
  'post template': { file: path.join(site, '_includes/post.njk'), change: hidden('<article data-pagefind-body>') },
  footer: { file: path.join(site, '_includes/base.njk'), change: hidden('<footer>') },
});

/**
 * Times `times` saves of `edit` for each server in turn (A B B A), each with a marker of its own, and puts the file
 * back after, waiting until the server no longer serves the last marker. Returns each server's median.
 */
export async function timeEdit(
  runs: { server: Server; edit: Edit }[],
  times: number,
  settle: number,
): Promise<number[]> {
  const originals = await Promise.all(runs.map(({ edit }) => readFile(edit.file, 'utf8')));
  runs.forEach(({ edit }, at) => edited.set(edit.file, originals[at] ?? ''));
  const taken = runs.map((): number[] => []);
  const last: string[] = [];
  const seen = ({ server, edit }: (typeof runs)[number], marker: string) => (edit.seen ?? pageHas)(server, marker);
  try {
    for (let i = 0; i < times; i++) {
      // A B, then B A: a side that always went first would always follow the other's settling work.
      const order = [...runs.entries()];
      if (i % 2 === 1) order.reverse();
      for (const [at, run] of order) {
        const marker = `Edit marker ${Date.now()}-${i}`;
        last[at] = marker;
        await run.edit.ready?.(run.server);
        const started = performance.now();
        await writeFile(run.edit.file, run.edit.change(originals[at] ?? '', marker));
        taken[at]?.push(await servedWhen(() => seen(run, marker), started, run.server.log));
        // Cards, photos and the search index follow an edit; the next edit waits for them, as an author's would.
        await sleep(settle);
      }
    }
  } finally {
    await Promise.all(runs.map(({ edit }, at) => writeFile(edit.file, originals[at] ?? '')));
    for (const { edit } of runs) edited.delete(edit.file);
  }
  const putBack = (run: (typeof runs)[number], at: number) =>
    servedWhen(async () => !(await seen(run, last[at] ?? '')), performance.now(), run.server.log);
  await Promise.all(runs.map(putBack));
  await sleep(settle);
  return taken.map((list) => median(list));
}
