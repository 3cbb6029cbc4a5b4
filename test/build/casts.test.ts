import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';

/**
 * Collections are typed by inference: the registry's declarations give the outline and the model their types, so
 * nothing in the pipeline or the site's content code forces one type into another with `as unknown as`. The only
 * casts left are where the other side is not typed by this project at all, each said in a comment above it. The
 * site's own code (src/ and templates/) reads the model as it is typed, never as a plain record.
 */
const root = process.cwd();
const FOLDERS = ['build', 'src', 'templates'];
const CAST = /\bas unknown as\b/;
const SITE_FOLDERS = ['src', 'templates'];
const RECORD_CAST = /\bas Record</;

/** The site's files that read a plain record, and why: none is the model, which is typed. */
const RECORDS: Record<string, string> = {
  'src/content/site-environment.ts': 'site.yaml before it is validated',
  'src/lib/reviews.ts': 'reviews as another host sends them, before they are checked',
  'src/islands/site-search.tsx': "the search kinds' chip names, handed to chips that take any names",
};

/** Files allowed their casts, and why: none of these joins the registry to the model. */
const ALLOWED: Record<string, string> = {
  'build/editor/admin.ts': "the browser's window as Decap sets it up, and Decap's immutable entry data",
};

const sourceFiles = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));

/** Every line with a cast, as `file:line`, and whether a comment is just above it (above the statement it is in). */
function casts(folders = FOLDERS, cast = CAST): { at: string; file: string; commented: boolean }[] {
  return folders.flatMap(sourceFiles).flatMap((file) => {
    const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
    return lines.flatMap((line, i) =>
      cast.test(line)
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

typing('should read the model in src/ and templates/ as typed, with no cast to a plain record', () => {
  const records = casts(SITE_FOLDERS, RECORD_CAST);
  assert.ok(
    records.some(({ file }) => file in RECORDS),
    'the casts it looks for are found',
  );
  assert.equal(
    records.filter(({ file }) => !(file in RECORDS)).map(({ at }) => at),
    [],
  );
});

typing(
  "should read the model and the outline in build/ through the registry's readers, never as a plain record",
  () => {
    const modelCast = /\b(site|model|outline)\s+as\s+Record</;
    assert.ok(modelCast.test('const lists = model as Record<string, unknown[]>;'), 'the cast it looks for is found');
    assert.equal(
      casts(['build'], modelCast).map(({ at }) => at),
      [],
    );
  },
);

typing.run();
