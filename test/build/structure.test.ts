import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { BUILD_ENTRIES, closureOf, importGraph, SITE_ENTRY } from '../../build/reuse/code-graph.mjs';
import { importCircles } from '../import-circles';
import { EDITOR_ENTRY } from '../../build/editor/editor-script';

/**
 * The shape of the build, kept by a test: stages are peers in folders of their own, each taking
 * only shared modules (the model types, the site's layout, reuse, problems, src/ and the templates);
 * src/ and templates/ never reach into build/; and no module imports itself round a circle.
 */
const root = process.cwd();
const STAGES = 'build/stages';
const SHARED = [
  /^build\/model\.ts$/,
  /^build\/problems\.ts$/,
  /^build\/output-file\.ts$/,
  /^build\/reuse\//,
  /^build\/sharp-library\.ts$/,
  /^build\/worker-threads\.ts$/,
  /^build\/progress\.ts$/,
  /^build\/options\.ts$/,
  // The editor's own files and headers (its page, configuration, script and Decap), which the outputs stage writes
  // beside the site's.
  /^build\/editor\/editor-(files|headers)\.ts$/,
  /^src\//,
  /^templates\//,
];

const files = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs)$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));

/** Every module a file imports, types included, as a path from the root (relative specifiers only). */
function importsOf(file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import)\s*'(\.{1,2}\/[^']+)'/g)].map((match) => match[1]!);
  return specifiers.map((specifier) => {
    const base = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
    const found = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((candidate) =>
      /\.(ts|tsx|mjs)$/.test(candidate) ? files(path.posix.dirname(candidate)).includes(candidate) : false,
    );
    return found ?? base;
  });
}

const stageOf = (file: string) => (file.startsWith(`${STAGES}/`) ? file.split('/')[2] : undefined);

const structure = suite('the build’s structure');

structure('should keep every stage module in a folder of its own stage', () => {
  const loose = files(STAGES).filter((file) => file.split('/').length !== 4);
  assert.equal(loose, []);
});

structure('should let a stage import only its own folder and shared modules, never another stage', () => {
  const crossing = files(STAGES).flatMap((file) =>
    importsOf(file)
      .filter((target) => stageOf(target) !== stageOf(file) && !SHARED.some((shared) => shared.test(target)))
      .map((target) => `${file} → ${target}`),
  );
  assert.equal(crossing, []);
  assert.ok(files(STAGES).length > 20, 'the stages were found');
});

structure('should keep src/ and templates/ free of build code', () => {
  const reaching = [...files('src'), ...files('templates')].flatMap((file) =>
    importsOf(file)
      .filter((target) => target.startsWith('build/'))
      .map((target) => `${file} → ${target}`),
  );
  assert.equal(reaching, []);
});

structure('should have no import circles in the build', async () => {
  const graph = await importGraph(root);
  assert.equal(
    importCircles(Object.keys(graph), (file) => graph[file]?.files ?? []),
    [],
  );
});

/** The site's own code, which the pipeline is handed and never imports. */
const SITE_CODE = [/^src\/content\/collections\.ts$/, /^templates\//, /^src\/components\//];
/**
 * The modules that import the site: the scripts beside the build. The build command loads the site by address, and
 * the browser editor's script is bundled from its engine and the site's own module for it (`SiteEditor.script`).
 */
const SITE_ENTRIES = [/^build\/tools\//];

structure(
  "should hand the site to the pipeline and the editor's script at their entries, never import it in build/",
  async () => {
    const graph = await importGraph(root, [...BUILD_ENTRIES, EDITOR_ENTRY]);
    const importing = Object.entries(graph).flatMap(([file, { files: imported }]) =>
      file.startsWith('build/') && !SITE_ENTRIES.some((entry) => entry.test(file))
        ? imported
            .filter((target) => SITE_CODE.some((site) => site.test(target)))
            .map((target) => `${file} → ${target}`)
        : [],
    );
    assert.equal(importing, []);
    assert.ok(BUILD_ENTRIES.includes(SITE_ENTRY) && graph[SITE_ENTRY], 'the site is an entry of the compile');
    assert.ok(graph[EDITOR_ENTRY]?.files.length, "the editor's script was read");
  },
);

structure('should keep templates and components out of the code of everything the pipeline keeps', async () => {
  const graph = await importGraph(root);
  const declaring = files('build').filter((file) =>
    /\bdefine(Shelf|Maker)(<[^>(]*>)?\(import\.meta\.url/.test(read(file)),
  );
  assert.ok(declaring.length >= 8, `${declaring.length} modules declare shelves or makers`);
  const wide = declaring.flatMap((module) =>
    closureOf(graph, module)
      .files.filter((file: string) => SITE_CODE.some((site) => site.test(file)))
      .map((file: string) => `${module} → ${file}`),
  );
  assert.equal(wide, []);
});

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

structure(
  "should keep the build's memory and store out of every stage, and every stage's work the same whatever is kept",
  () => {
    const carrying = files(STAGES).flatMap((file) => {
      const code = read(file).replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      const found = [
        ...importsOf(file)
          .filter((target) => ['build/reuse/recall.ts', 'build/reuse/keys.ts'].includes(target))
          .map((target) => `imports ${target}`),
        ...[...code.matchAll(/\b(recall|Recall|NO_RECALL|NO_MEMO|reuse|Reuse|remembers)\b(?!\/)/g)].map(
          (match) => `names ${match[1]}`,
        ),
      ];
      return [...new Set(found)].map((what) => `${file} ${what}`);
    });
    assert.equal(carrying, []);
  },
);

/** The modules through which the build's memory and store are reached. */
const KEEPING = ['build/reuse/memory.ts', 'build/reuse/stored.ts', 'build/reuse/model-reads.ts'];
/** Calls that work a key out (what a thing is made from, and its code) without asking what is kept. */
const KEYS_ONLY = new Set(['keyFor', 'codeDigest']);

/** A module's top-level statements: each starts at a line's first column, and runs to the next. */
const topLevelStatements = (code: string) => code.split(/\n(?=[^\s})\]])/);

structure('should have every stage reach what is kept only through functions declared at its top level', () => {
  const undeclared = files(STAGES).flatMap((file) => {
    const code = read(file).replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    const keeping = [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'(\.[^']+)'/g)]
      .filter(([, , from]) => KEEPING.includes(`${path.posix.join(path.posix.dirname(file), from!)}.ts`))
      .flatMap(([, names]) => names!.split(',').map((name) => name.replace(/\btype\s+/, '').trim()))
      .filter((name) => name && !KEYS_ONLY.has(name));
    return topLevelStatements(code).flatMap((statement) => {
      const declaredBy = statement.match(/^(?:export\s+)?const\s+\w+\s*=\s*(\w+)\s*[<(]/)?.[1];
      if (declaredBy && keeping.includes(declaredBy)) return [];
      return keeping
        .filter((name) => new RegExp(`\\b${name}\\s*[<(]`).test(statement))
        .map((name) => `${file}: ${name} in ${statement.split('\n')[0]}`);
    });
  });
  assert.equal(undeclared, []);
  // The check reads real declarations: the stages have many.
  const declared = files(STAGES).filter((file) => /^(export )?const \w+ = (memoised|stored)\w*[<(]/m.test(read(file)));
  assert.ok(declared.length >= 10, `declared in ${declared.join(', ')}`);
});

structure.run();
