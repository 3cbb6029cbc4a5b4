import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { DECAP_CHECKSUMS, DECAP_DIR, DECAP_FILE } from '../editor/vendored-archive';

/**
 * `npm run vendor:decap -- <version>`: makes `vendor/decap-cms/decap-cms-<version>.tar` from Decap CMS's package on
 * the npm registry: the script, the chunks and WebAssembly it loads beside itself and its third-party licence
 * notices, in one reproducible tar (names sorted, owners and times zeroed), and writes its SHA-256 to `SHA256SUMS`.
 * The editor is vendored rather than installed because its package depends on about a thousand others, though the
 * site serves only these files. Review the new version in the editor's browser test before committing it.
 */
const exec = promisify(execFile);
const version = process.argv[2];
if (!version || !/^\d+\.\d+\.\d+$/.test(version)) {
  console.error('Usage: npm run vendor:decap -- <version>, for example 3.16.3');
  process.exit(1);
}

const scratch = await mkdtemp(path.join(tmpdir(), 'decap-'));
try {
  const { stdout } = await exec('npm', ['pack', `decap-cms@${version}`, '--silent'], { cwd: scratch });
  await exec('tar', ['-xzf', stdout.trim()], { cwd: scratch });
  const dist = path.join(scratch, 'package', 'dist');
  const files = (await readdir(dist)).filter((file) => DECAP_FILE.test(file)).sort();
  for (const old of (await readdir(DECAP_DIR)).filter((file) => file.endsWith('.tar'))) {
    await rm(path.join(DECAP_DIR, old));
  }
  const archive = path.resolve(DECAP_DIR, `decap-cms-${version}.tar`);
  const fixed = ['--format=ustar', '--sort=name', '--mtime=@0', '--owner=0', '--group=0', '--numeric-owner'];
  await exec('tar', ['-cf', archive, ...fixed, '-C', dist, ...files]);
  const sum = createHash('sha256')
    .update(await readFile(archive))
    .digest('hex');
  await writeFile(DECAP_CHECKSUMS, `${sum}  ${path.basename(archive)}\n`);
  console.log(`decap-cms ${version}: ${files.length} files in ${path.relative(process.cwd(), archive)}, sha256 ${sum}`);
} finally {
  await rm(scratch, { recursive: true, force: true });
}
