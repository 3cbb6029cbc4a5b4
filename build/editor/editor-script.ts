import path from 'node:path';
import { SITE_LAYOUT } from '../../src/lib/site-layout';
import type { OutputFile } from '../output-file';
import { bundleInputs, type Imports } from '../reuse/code-graph.mjs';
import { codeDigest, keyFor, stored, storedWhile } from '../reuse/stored';
import { defineMaker, defineShelf } from '../reuse/shelf';

/**
 * The editor's own script at /admin/editor.js: its page's menus and checks, started with the site's previews, bundled
 * for the browser by esbuild from the entry below. Kept in two parts, so a build whose output holds the script reads
 * neither its 1.2 MB nor its bytes to hash them: its build (what it was bundled from), asked for on every build, and
 * the script itself.
 */
export const EDITOR_ENTRY = 'build/editor/admin.ts';

/** The script's entry: the editor, started with the site's module (`SiteEditor.script`); not a file of its own. */
const ENTRY_NAME = 'editor-entry.ts';
const entryText = (siteModule: string) => {
  const [engine, site] = [EDITOR_ENTRY, siteModule].map((file) => JSON.stringify(`./${file}`));
  return `import { startEditor } from ${engine};\nimport site from ${site};\nstartEditor(site);\n`;
};

/** What the admin script was bundled from: the files and packages esbuild read, and their digest when it was made. */
interface EditorBuild {
  inputs: Imports;
  key: string;
}

/** The admin script's build is kept while none of the files it read has changed, as the islands are. */
const EDITOR_BUILDS = defineShelf<EditorBuild>(import.meta.url, {
  name: 'editor-builds',
  disk: 'record',
  shared: true,
});
/**
 * The script itself (1.2 MB), by its build's key, apart from the build: only a build that writes the script reads it,
 * and a build whose output holds it already reads neither it nor its bytes to hash them.
 */
const EDITOR_SCRIPTS = defineShelf<string>(import.meta.url, { name: 'editor-scripts', disk: 'record', shared: true });

/** esbuild, loaded only by a build that bundles the script. */
const esbuild = () => import('esbuild');

async function bundleEditor(root: string, siteModule: string): Promise<{ build: EditorBuild; script: string }> {
  const result = await (await esbuild()).build({
    absWorkingDir: root,
    stdin: { contents: entryText(siteModule), resolveDir: root, sourcefile: ENTRY_NAME, loader: 'ts' },
    bundle: true,
    format: 'iife',
    target: ['es2020'],
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    metafile: true,
    write: false,
    logLevel: 'silent',
  });
  // The files it read, but the entry made here, whose text this module's code holds.
  const { [ENTRY_NAME]: _, ...read } = result.metafile.inputs;
  const inputs = bundleInputs([{ inputs: read }]);
  // Digested as the build's code keys read the files, as the check that keeps it does (keptBuild), so the two agree.
  return { build: { inputs, key: codeDigest(inputs) }, script: result.outputFiles[0]?.text ?? '' };
}

/** The script's output is made by this module: its key holds the module's code and the build's key. */
const EDITOR_SCRIPT = defineMaker(import.meta.url, 'editor-script');

/**
 * The key of the admin script, started with the site's module, as it is now (bundled again when a file it read has
 * changed), and the script.
 */
export async function editorScript(
  root: string,
  siteModule: string,
): Promise<{ key: string; script: () => Promise<string> }> {
  const where = path.resolve(root);
  const bundled: Bundled = {};
  const { key } = await keptBuild(where, siteModule, bundled);
  return { key, script: () => keptScript(key, where, siteModule, bundled) };
}

/** The script, when this process has just bundled it: kept for `keptScript`, so it is not bundled twice. */
type Bundled = { script?: string };

/** The script's build, kept while none of the files it read has changed, as the islands' is. */
const keptBuild = storedWhile(
  EDITOR_BUILDS,
  async (where: string, siteModule: string, bundled: Bundled) => {
    const made = await bundleEditor(where, siteModule);
    bundled.script = made.script;
    return made.build;
  },
  (build) => codeDigest(build.inputs) === build.key,
  { key: (where, siteModule) => [where, siteModule] },
);

/** The script by its build's key: read, or bundled again, only by a build that writes it. */
const keptScript = stored(
  EDITOR_SCRIPTS,
  async (_key: string, where: string, siteModule: string, bundled: Bundled) =>
    bundled.script ?? (await bundleEditor(where, siteModule)).script,
  { key: (key) => [key] },
);

/** The admin script's output, keyed by its build and this module's code; its bytes are read only to be written. */
export function scriptOutput(root: string, siteModule: string): OutputFile {
  // Started now rather than when the writer asks: esbuild bundles in a process of its own while the pages render.
  const script = editorScript(root, siteModule);
  const key = script.then((made) => keyFor(EDITOR_SCRIPT, made.key));
  // A build that fails before writing never asks for either.
  key.catch(() => undefined);
  return { file: `${SITE_LAYOUT.editor}/editor.js`, pendingKey: key, make: async () => (await script).script() };
}
