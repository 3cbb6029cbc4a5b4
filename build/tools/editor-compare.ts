import { createReadStream, existsSync, statSync } from 'node:fs';
import { mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

/**
 * `npx tsx build/tools/editor-compare.ts SCRATCH`: what each browser-based content editor's /admin/ page loads, and
 * axe on the screens reachable without signing in, for docs/editor-choice.md. SCRATCH is a folder outside the
 * repository holding `decap/` and `sveltia/`, each an `npm install` of that editor alone; the editors never become
 * packages of this project through this tool. Requests to other hosts are refused and listed.
 */
const CONFIG = `media_folder: public/images/uploads
public_folder: /images/uploads
collections:
  - name: posts
    label: Articles
    label_singular: Article
    folder: content/posts
    create: true
    fields:
      - { label: Title, name: title, widget: string }
      - { label: Date, name: date, widget: datetime }
      - { label: Published, name: published, widget: boolean, default: false }
      - { label: Summary, name: description, widget: text }
      - { label: Body, name: body, widget: markdown }
  - name: data
    label: Clinic details
    files:
      - name: fees
        label: Fees
        file: content/fees.yaml
        fields:
          - label: Fees
            name: fees
            widget: list
            fields: [{ label: Treatment, name: name, widget: string }, { label: Price, name: price, widget: number }]
`;
const BACKENDS = {
  github: 'backend:\n  name: github\n  repo: wandle-physio/site\n  branch: main\n',
  test: 'backend:\n  name: test-repo\n',
};
/** Each editor's prebuilt files, its script, and the button that enters its in-browser test repository. */
const EDITORS = {
  decap: { dist: 'decap/node_modules/decap-cms/dist', script: 'decap-cms.js', enter: /^login$/i },
  sveltia: { dist: 'sveltia/node_modules/@sveltia/cms/dist', script: 'sveltia-cms.js', enter: /test repository/i },
};

async function writeAdmin(scratch: string, site: string, editor: keyof typeof EDITORS, backend: keyof typeof BACKENDS) {
  const dir = path.join(site, `${editor}-${backend}`, 'admin');
  await mkdir(dir, { recursive: true });
  await symlink(path.resolve(scratch, EDITORS[editor].dist), path.join(dir, 'js'));
  await writeFile(path.join(dir, 'config.yml'), BACKENDS[backend] + CONFIG);
  await writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html>\n<html lang="en-GB"><head><meta charset="utf-8"><title>Content editor</title>' +
      '<meta name="viewport" content="width=device-width, initial-scale=1"></head>' +
      `<body><script src="js/${EDITORS[editor].script}"></script></body></html>\n`,
  );
}

function serve(root: string): Promise<Server> {
  const server = createServer((req, res) => {
    let file = path.join(root, decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname));
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!file.startsWith(root) || !existsSync(file)) return void res.writeHead(404).end();
    const type = { '.html': 'text/html', '.js': 'text/javascript', '.yml': 'text/yaml' }[path.extname(file)];
    res.writeHead(200, { 'Content-Type': type ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(0)} KB`;
const sizes = (body: Buffer) =>
  [
    body.byteLength,
    gzipSync(body, { level: 9 }).byteLength,
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength,
  ] as const;
const settle = (page: Page) => page.waitForLoadState('networkidle').then(() => page.waitForTimeout(1500));

/** The scripts and styles the page has fetched so far, summed raw, gzip -9 and brotli 11, and the hosts refused. */
function record(page: Page, origin: string) {
  const bodies = new Map<string, Buffer>();
  const refused = new Set<string>();
  void page.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(origin)) return route.continue();
    refused.add(url);
    return route.abort();
  });
  page.on('response', async (response) => {
    const kind = response.request().resourceType();
    // Keyed by the path under admin/: both backends' pages load the same files.
    const file = response.url().replace(/^.*\/admin\//, '');
    if (kind === 'script' || kind === 'stylesheet') bodies.set(file, await response.body());
  });
  return () => {
    const totals = [...bodies.values()].map(sizes).reduce((a, b) => [a[0] + b[0], a[1] + b[1], a[2] + b[2]], [0, 0, 0]);
    return { files: bodies.size, totals: totals.map(kb).join(' / '), refused: [...refused] };
  };
}

async function axeSummary(page: Page): Promise<string> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => `${v.id} (${v.impact}, ${v.nodes.length})`).join(', ') || 'none';
}

/** The screens of one editor: sign-in with each backend, then the collection list and a new entry in test-repo. */
async function compare(page: Page, origin: string, editor: keyof typeof EDITORS): Promise<void> {
  const loaded = record(page, origin);
  await page.goto(`${origin}/${editor}-github/admin/`);
  await settle(page);
  console.log(`| ${editor} | sign-in (github) | ${await axeSummary(page)} |`);
  await page.goto(`${origin}/${editor}-test/admin/`);
  await settle(page);
  await page.getByRole('button', { name: EDITORS[editor].enter }).first().click();
  await settle(page);
  console.log(`| ${editor} | collection list (test-repo) | ${await axeSummary(page)} |`);
  await page.evaluate(() => (location.hash = '#/collections/posts/new'));
  await settle(page);
  console.log(`| ${editor} | entry editor (test-repo) | ${await axeSummary(page)} |`);
  const { files, totals, refused } = loaded();
  console.log(`\n${editor}: ${files} script or style file(s), raw / gzip / brotli: ${totals}`);
  console.log(`${editor}: refused requests to other hosts: ${refused.join(', ') || 'none'}\n`);
}

const scratch = path.resolve(process.argv[2] ?? '');
if (!process.argv[2] || !existsSync(path.join(scratch, EDITORS.decap.dist))) {
  throw new Error('Usage: npx tsx build/tools/editor-compare.ts SCRATCH (see docs/editor-choice.md)');
}
const site = path.join(scratch, 'site');
await rm(site, { recursive: true, force: true });
for (const editor of Object.keys(EDITORS) as (keyof typeof EDITORS)[]) {
  for (const backend of Object.keys(BACKENDS) as (keyof typeof BACKENDS)[]) {
    await writeAdmin(scratch, site, editor, backend);
  }
}
const server = await serve(site);
const origin = `http://localhost:${(server.address() as { port: number }).port}`;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  console.log('| editor | screen | axe violations (impact, nodes) |\n| --- | --- | --- |');
  for (const editor of Object.keys(EDITORS) as (keyof typeof EDITORS)[]) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await compare(await context.newPage(), origin, editor);
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
