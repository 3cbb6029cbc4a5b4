import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { DECAP_DIR, DECAP_FILE, vendoredArchive } from '../../../build/editor/vendored-archive';

const vendored = suite('the vendored Decap CMS');
const root = process.cwd();

vendored('should hold the SHA-256 its SHA256SUMS names, checked as the build reads it', async () => {
  const archive = vendoredArchive(root);
  const bytes = readFileSync(path.join(root, archive.file));
  assert.is(createHash('sha256').update(bytes).digest('hex'), archive.sha256);
  const files = await archive.contents();
  assert.equal([...files.keys()], archive.names);
});

vendored("should list what tar lists, each file's bytes as tar extracts them", async () => {
  const archive = vendoredArchive(root);
  const listed = execFileSync('tar', ['-tf', archive.file], { encoding: 'utf8' }).trim().split('\n');
  assert.equal(archive.names, listed);
  const script = (await archive.contents()).get('decap-cms.js');
  const extracted = execFileSync('tar', ['-xOf', archive.file, 'decap-cms.js'], { maxBuffer: 1 << 26 });
  assert.ok(script?.equals(extracted), 'decap-cms.js as tar extracts it');
});

vendored('should be only the files the editor serves, with the licence notices the script names', () => {
  const { names } = vendoredArchive(root);
  assert.equal(
    names.filter((name) => !DECAP_FILE.test(name)),
    [],
  );
  assert.ok(names.includes('decap-cms.js') && names.some((name) => name.endsWith('.wasm')));
  assert.ok(names.includes('decap-cms.js.LICENSE.txt'), 'the third-party notices decap-cms.js points to');
  assert.match(readFileSync(path.join(root, DECAP_DIR, 'LICENSE'), 'utf8'), /MIT License/);
});

vendored('should refuse an archive whose bytes are not the ones its SHA256SUMS names, naming both', async () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'vendored-'));
  try {
    cpSync(path.join(root, DECAP_DIR), path.join(scratch, DECAP_DIR), { recursive: true });
    const archive = vendoredArchive(scratch);
    const file = path.join(scratch, archive.file);
    const bytes = readFileSync(file);
    const at = bytes.length - 1024 * 5;
    bytes[at] = (bytes[at] ?? 0) ^ 1;
    writeFileSync(file, bytes);
    const error = await vendoredArchive(scratch)
      .contents()
      .catch((caught: Error) => caught);
    assert.instance(error, Error);
    assert.match(String(error), `${archive.file}: its SHA-256 is `);
    assert.match(String(error), `SHA256SUMS says ${archive.sha256}`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
});

vendored('should name the line it expected when SHA256SUMS is not one', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'vendored-'));
  try {
    cpSync(path.join(root, DECAP_DIR), path.join(scratch, DECAP_DIR), { recursive: true });
    writeFileSync(path.join(scratch, DECAP_DIR, 'SHA256SUMS'), 'not a checksum\n');
    assert.throws(() => vendoredArchive(scratch), /SHA256SUMS: expected one line "<sha256> {2}<archive>"/);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
});

vendored.run();
