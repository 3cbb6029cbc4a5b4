import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { copyOfCode } from '../code-copy';
import { launchChromium } from './browser';

/**
 * The dev server through a developer's mistakes in the site's code: each kind is saved into a copy of the code while
 * a page is open, shown in the browser with its file, line and code, and saved right again; the server runs on.
 */
const errors = suite('dev server: errors in the code');
let temp = '';
let code = '';
let server: ChildProcess | undefined;
let browser: Browser;
let page: Page;
let origin = '';
let log = '';

errors.before(async () => {
  temp = await mkdtemp(path.join(tmpdir(), 'clinic-dev-errors-'));
  await cp('content', path.join(temp, 'content'), { recursive: true });
  code = await copyOfCode(path.join(temp, 'code'));
  const port = 4000 + Math.floor(Math.random() * 2000);
  origin = `http://127.0.0.1:${port}`;
  server = spawn('node', ['--import', 'tsx', 'build/serve/dev.ts', '--content', path.join(temp, 'content')], {
    cwd: code,
    env: { ...process.env, PORT: String(port) },
  });
  const started = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the dev server did not start:\n${log}`)), 90_000);
    const append = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('Serving')) clearTimeout(timer), resolve();
    };
    server?.stdout?.on('data', append);
    server?.stderr?.on('data', append);
  });
  [browser] = await Promise.all([launchChromium(), started]);
  page = await browser.newPage();
  await page.goto(`${origin}/conditions/`);
});

errors.after(async () => {
  await browser?.close();
  server?.kill();
  await rm(temp, { recursive: true, force: true });
});

/**
 * Saves `edit` into `file` of the copy, waits for the open page to show the problem naming the file and line, the
 * line itself in the code frame; then saves the file as it was and waits for the page to come back.
 */
async function survives(file: string, edit: (source: string) => string, said: RegExp, line: string, ms = 30_000) {
  const at = path.join(code, file);
  const source = await readFile(at, 'utf8');
  const edited = edit(source);
  assert.is.not(edited, source, `the edit applies to ${file}`);
  await writeFile(at, edited);
  try {
    await page.getByText('Build failed: 1 problem').waitFor({ timeout: 30_000 });
    const shown = await page.locator('pre').innerText();
    assert.match(shown, new RegExp(`^${file.replace(/\./g, '\\.')}:\\d+:\\d+: `), shown);
    assert.match(shown, said);
    assert.match(shown, new RegExp(`> +\\d+ \\| ${line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`), shown);
  } finally {
    await writeFile(at, source);
  }
  await page.locator('h1', { hasText: 'Conditions We Treat' }).waitFor({ timeout: ms });
  assert.is(server?.exitCode, null, 'the server keeps running');
}

errors('should show a syntax error in a TSX template, and the page again once it is fixed', async () => {
  const broken = '  body: ({ conditions, cta }) = (';
  await survives(
    'templates/conditions.tsx',
    (s) => s.replace('  body: ({ conditions, cta }) => (', broken),
    /./,
    broken,
  );
});

errors('should show a syntax error in a TypeScript module of the site', async () => {
  const broken = 'export function teamCarouselProps(team: TeamMember[]): {{';
  await survives(
    'templates/island-props.ts',
    (s) => s.replace(/^export function teamCarouselProps\(.*$/m, broken),
    /./,
    broken,
  );
});

errors('should show a syntax error in the stylesheet', async () => {
  await survives('src/styles/main.css', (s) => `${s}\n.broken:::x {\n  color: red;\n}\n`, /pseudo/i, '.broken:::x {');
});

errors('should show the line of a template that throws while its page renders', async () => {
  const thrown = "      {conditions.length > 0 ? (() => { throw new Error('no conditions today'); })() : null}";
  await survives(
    'templates/conditions.tsx',
    (s) => s.replace('  body: ({ conditions, cta }) => (\n    <>\n', `$&${thrown}\n`),
    /no conditions today \(while working on \/conditions\/\)/,
    thrown,
  );
});

errors(
  'should show a syntax error in an island, which the build worker runs, and start another once it is fixed',
  async () => {
    const broken = '      <div ref={carousel.trackRef}} className="keen-slider carousel-track">';
    await survives(
      'src/islands/team-carousel.tsx',
      (s) => s.replace('      <div ref={carousel.trackRef} className="keen-slider carousel-track">', broken),
      /Expected/,
      broken,
      // A new worker builds the whole site before the page is back.
      120_000,
    );
  },
);

errors.run();
