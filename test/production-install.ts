import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * `npm run test:install`: what a static host or a container build does. The files git tracks are
 * copied into an empty folder (a fresh clone of the working tree), installed from the lock file
 * without devDependencies, and built with `npm run build`. Fails when the build needs a package
 * that only a developer install has.
 */
const started = performance.now();
const clone = mkdtempSync(path.join(tmpdir(), 'clinic-production-'));
const step = (what: string, command: string, args: string[]) => {
  const t = performance.now();
  try {
    execFileSync(command, args, {
      cwd: clone,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(`${what} failed in a production install (${clone}):\n${stdout}${stderr}`);
  }
  console.log(`${what}: ${((performance.now() - t) / 1000).toFixed(1)} s`);
};

try {
  const tracked = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && existsSync(file));
  for (const file of tracked) cpSync(file, path.join(clone, file));
  step('npm ci --omit=dev', 'npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund']);
  if (existsSync(path.join(clone, 'node_modules', 'typescript')))
    throw new Error('devDependencies were installed: the test would prove nothing');
  // As the CI workflow restores .cache/: photo variants and cards are named by what they are made
  // from, so sharing them with this checkout changes what the build does not make, not what it writes.
  const shared = path.resolve('.cache/shared');
  if (existsSync(shared)) {
    mkdirSync(path.join(clone, '.cache'));
    symlinkSync(shared, path.join(clone, '.cache/shared'));
  }
  step('npm run build', 'npm', ['run', 'build', '--', '--quiet']);
  for (const page of ['index.html', 'blog/index.html', 'contact/index.html', 'sitemap.xml', 'admin/decap-cms.js']) {
    if (!existsSync(path.join(clone, 'dist', page))) throw new Error(`the production build made no dist/${page}`);
  }
  console.log(
    `A production install (npm ci --omit=dev) builds the site: ${tracked.length} tracked files, ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s in all`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  rmSync(clone, { recursive: true, force: true });
}
