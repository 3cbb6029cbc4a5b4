import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

/**
 * The site's Pages Functions as one module worker for workerd, routed as Pages does: a file under functions/ that
 * exports `onRequest` answers at its path (functions/a/b.ts at /a/b). Packages stay unbundled, so fail to load: the
 * deploy job has wrangler bundle functions/ with no node_modules, and local runs keep to the same rule.
 */
export const FUNCTIONS_DIR = 'functions';

export interface PagesBundle {
  script: string;
  /** The paths the functions answer at, such as /functions/v1/fetch-google-reviews. */
  routes: string[];
}

const SOURCE = /\.(ts|js|mjs)$/;

/** Which of the source files under `dir` export `onRequest`, with the path each answers at. */
async function findRoutes(dir: string): Promise<{ file: string; route: string }[]> {
  const files = (await readdir(dir, { recursive: true })).filter((file) => SOURCE.test(file)).sort();
  const probe = await build({
    entryPoints: files.map((file) => path.join(dir, file)),
    bundle: true,
    write: false,
    metafile: true,
    outdir: 'out',
    format: 'esm',
    packages: 'external',
    logLevel: 'silent',
  });
  const exported = new Set(
    Object.values(probe.metafile.outputs)
      .filter((output) => output.entryPoint && output.exports.includes('onRequest'))
      .map((output) => path.resolve(output.entryPoint ?? '')),
  );
  return files
    .map((file) => ({ file: path.resolve(dir, file), route: `/${file.replace(SOURCE, '').split(path.sep).join('/')}` }))
    .filter(({ file }) => exported.has(file));
}

/** The module worker: the context a Pages Function is handed, from the request, its bindings and waitUntil. */
function routerSource(routes: { file: string; route: string }[]): string {
  const imports = routes.map(({ file }, i) => `import { onRequest as route${i} } from ${JSON.stringify(file)};`);
  const table = routes.map(({ route }, i) => `  ${JSON.stringify(route)}: route${i},`);
  return `${imports.join('\n')}
const routes = {
${table.join('\n')}
};
export default {
  fetch(request, env, ctx) {
    const route = routes[new URL(request.url).pathname];
    if (!route) return new Response('Not Found', { status: 404 });
    return route({ request, env, params: {}, data: {}, waitUntil: (promise) => ctx.waitUntil(promise),
      next: () => new Response('Not Found', { status: 404 }) });
  },
};
`;
}

export async function bundlePagesFunctions(dir = FUNCTIONS_DIR): Promise<PagesBundle> {
  const routes = await findRoutes(dir);
  if (routes.length === 0) throw new Error(`No file under ${dir}/ exports onRequest`);
  const result = await build({
    stdin: { contents: routerSource(routes), resolveDir: process.cwd(), loader: 'js', sourcefile: 'pages-router.js' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    packages: 'external',
    logLevel: 'silent',
  });
  return { script: result.outputFiles[0]?.text ?? '', routes: routes.map(({ route }) => route) };
}
