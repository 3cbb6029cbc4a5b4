import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * `npm run sizes [-- DIR]`: gzipped bytes per page kind of a built site (default dist/),
 * checked against the budgets below (BUDGETS). Exits 1 when any budget is exceeded.
 */
export const BUDGETS = {
  articleJs: 12_000,
  homeJs: 35_000,
  css: 15_000,
  articleHtml: 14_000,
  searchJs: 60_000,
} as const;

const PAGES: Record<string, string> = {
  home: 'index.html',
  article: 'blog/back-pain-causes-and-treatments/index.html',
  contact: 'contact/index.html',
  'team member': 'team/helen-marsh/index.html',
  'blog list': 'blog/index.html',
  services: 'services/index.html',
  search: 'search/index.html',
};

const gzip = (data: Buffer | string) => gzipSync(data, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** Every script a page loads at start: its module scripts and, recursively, their static imports. */
async function scriptsLoadedAtStart(dir: string, html: string): Promise<Map<string, Buffer>> {
  const found = new Map<string, Buffer>();
  const visit = async (src: string) => {
    if (found.has(src)) return;
    const code = await readFile(path.join(dir, src));
    found.set(src, code);
    // Static imports only: `import(…)` chunks (the email library) load on demand.
    for (const match of code
      .toString()
      .matchAll(/(?:import|export)\s*(?:[\w${}\s,*]+from\s*)?["'](\.\/[\w.-]+\.js)["']/g)) {
      await visit(path.posix.join(path.posix.dirname(src), match[1] ?? ''));
    }
  };
  for (const match of html.matchAll(/<script type="module" src="([^"]+)"/g)) await visit(match[1] ?? '');
  return found;
}

export async function reportSizes(dir: string): Promise<{ rows: string[]; failures: string[] }> {
  const rows: string[] = [];
  const failures: string[] = [];
  let cssBytes = 0;
  rows.push(`${'page'.padEnd(14)}${'HTML'.padStart(10)}${'CSS'.padStart(10)}${'JS'.padStart(10)}  scripts`);
  for (const [kind, file] of Object.entries(PAGES)) {
    const html = await readFile(path.join(dir, file), 'utf8');
    const cssHref = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1] ?? '';
    cssBytes = gzip(await readFile(path.join(dir, cssHref)));
    const scripts = await scriptsLoadedAtStart(dir, html);
    const js = [...scripts.values()].reduce((sum, code) => sum + gzip(code), 0);
    const htmlBytes = gzip(html);
    rows.push(
      `${kind.padEnd(14)}${kb(htmlBytes).padStart(10)}${kb(cssBytes).padStart(10)}${kb(js).padStart(10)}  ` +
        `${scripts.size}`,
    );
    if (kind === 'article' && js > BUDGETS.articleJs) failures.push(`article JS ${kb(js)} > ${kb(BUDGETS.articleJs)}`);
    if (kind === 'article' && htmlBytes > BUDGETS.articleHtml)
      failures.push(`article HTML ${kb(htmlBytes)} > ${kb(BUDGETS.articleHtml)}`);
    if (kind === 'home' && js > BUDGETS.homeJs) failures.push(`home JS ${kb(js)} > ${kb(BUDGETS.homeJs)}`);
  }
  if (cssBytes > BUDGETS.css) failures.push(`CSS ${kb(cssBytes)} > ${kb(BUDGETS.css)}`);
  const search = await searchFirstQuery(dir);
  rows.push(
    '',
    `search, first query: JS ${kb(search.js)} (page ${kb(search.js - search.pagefindJs)} + Pagefind ` +
      `${kb(search.pagefindJs)}), WebAssembly ${kb(search.wasm)}, index metadata ${kb(search.meta)}`,
  );
  if (search.js > BUDGETS.searchJs)
    failures.push(`search JS for a first query ${kb(search.js)} > ${kb(BUDGETS.searchJs)}`);
  return { rows, failures };
}

/**
 * What the search page fetches before its first results, besides the small index chunks a query
 * picks: its own scripts, Pagefind's API (loaded on first focus), its WebAssembly (Pagefind keeps
 * it gzipped on disk) and the metadata and filter lists it reads at start.
 */
async function searchFirstQuery(dir: string) {
  const html = await readFile(path.join(dir, PAGES.search!), 'utf8');
  const page = [...(await scriptsLoadedAtStart(dir, html)).values()].reduce((sum, code) => sum + gzip(code), 0);
  const folder = path.join(dir, 'pagefind');
  const pagefindJs = gzip(await readFile(path.join(folder, 'pagefind.js')));
  const wasm = (await readFile(path.join(folder, 'wasm.en.pagefind'))).length;
  const metaFiles = [
    ...(await readdir(folder)).filter((file) => file.endsWith('.pf_meta') || file.endsWith('.json')),
    ...(await readdir(path.join(folder, 'filter'))).map((file) => `filter/${file}`),
  ];
  let meta = 0;
  for (const file of metaFiles) meta += (await readFile(path.join(folder, file))).length;
  return { js: page + pagefindJs, pagefindJs, wasm, meta };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? 'dist';
  const { rows, failures } = await reportSizes(dir);
  console.log(
    `Gzipped sizes in ${dir}/ (budgets: article JS ${kb(BUDGETS.articleJs)}, home JS ${kb(BUDGETS.homeJs)}, CSS ` +
      `${kb(BUDGETS.css)}, article HTML ${kb(BUDGETS.articleHtml)}, search JS for a first query ` +
      `${kb(BUDGETS.searchJs)})`,
  );
  for (const row of rows) console.log(`  ${row}`);
  for (const failure of failures) console.error(`over budget: ${failure}`);
  process.exitCode = failures.length ? 1 : 0;
}
