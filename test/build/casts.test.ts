import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';

/**
 * Collections are typed by inference: the registry's declarations give the outline and the model their types, so
 * nothing in the pipeline or the site's content code forces one type into another with `as unknown as`. The only
 * casts left are where the other side is not typed by this project at all, each said in a comment above it.
 */
const root = process.cwd();
const FOLDERS = ['build', 'src'];
const CAST = /\bas unknown as\b/;

/** Files allowed their casts, and why: none of these joins the registry to the model. */
const ALLOWED: Record<string, string> = {
  'build/editor/admin.ts': "the browser's window as Decap sets it up, and Decap's immutable entry data",
};

const sourceFiles = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));

/** Every line with a cast, as `file:line`, and whether a comment is just above it (above the statement it is in). */
function casts(): { at: string; file: string; commented: boolean }[] {
  return FOLDERS.flatMap(sourceFiles).flatMap((file) => {
    const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
    return lines.flatMap((line, i) =>
      CAST.test(line)
        ? [
            {
              at: `${file}:${i + 1}`,
              file,
              commented: lines.slice(Math.max(0, i - 2), i).some((above) => /^\s*\/\/|\*\/\s*$/.test(above)),
            },
          ]
        : [],
    );
  });
}

const typing = suite('casts between the registry and the model');

typing('should find the cast it looks for, so an empty answer means something', () => {
  assert.ok(casts().some(({ file }) => file === 'build/editor/admin.ts'));
});

typing('should have no `as unknown as` in build/ or src/ outside the files allowed one', () => {
  const outside = casts().filter(({ file }) => !(file in ALLOWED));
  assert.equal(
    outside.map(({ at }) => at),
    [],
  );
});

typing('should say above each allowed cast why it is there', () => {
  const unsaid = casts().filter(({ file, commented }) => file in ALLOWED && !commented);
  assert.equal(
    unsaid.map(({ at }) => at),
    [],
  );
});

typing.run();
