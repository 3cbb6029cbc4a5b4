import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { BUILD_ENTRIES, closureOf, importGraph, SITE_ENTRY } from '../../build/reuse/code-graph.mjs';

/**
 * The three flows docs/architecture.md walks through, held to the code: each is a list of modules in the order a
 * change crosses them, and the list is a path the code really takes, not a description that has drifted. Each module
 * after the first is imported or started by a module listed before it; the site's own code (templates, components),
 * which the pipeline does not import but is handed, is reached from the site definition. Each flow is at most 20
 * modules, the bound a newcomer can follow.
 */
const flows = suite('the flows docs/architecture.md lists');
const DOC = 'docs/architecture.md';
const MOST_MODULES = 20;
const FLOWS = {
  'One post body, from file to page': 'build/index.ts',
  'A title edit in the dev server': 'build/serve/dev.ts',
  'A template edit in the dev server': 'build/serve/dev.ts',
};

/** The modules a section's numbered list names, each by the first link of its item, as paths from the root. */
function listedModules(markdown: string, title: string): string[] {
  const section = markdown.split(`\n## ${title}\n`)[1]?.split('\n## ')[0];
  if (section === undefined) throw new Error(`${DOC} has no section "${title}"`);
  return [...section.matchAll(/^\d+\. \[`[^`]+`\]\(([^)#]+)\)/gm)].map(([, link]) =>
    path.posix.normalize(path.posix.join(path.posix.dirname(DOC), link ?? '')),
  );
}

/** The modules in `modules` that no module before it imports or starts, and that the site definition does not reach. */
function unreached(modules: string[], imports: (file: string) => string[], siteCode: Set<string>): string[] {
  return modules.slice(1).filter((file, i) => {
    const earlier = modules.slice(0, i + 1);
    return !siteCode.has(file) && !earlier.some((module) => imports(module).includes(file));
  });
}

const markdown = readFileSync(DOC, 'utf8');
// The dev server's build worker is started by its address, as the build's helper threads are (BUILD_ENTRIES): an
// entry of its own, which the graph then links to the module that starts it.
const DEV_ENTRIES = ['build/serve/dev.ts', 'build/serve/dev-worker.ts'];
const graphOnce = importGraph(process.cwd(), [...BUILD_ENTRIES, ...DEV_ENTRIES]);

for (const [title, entry] of Object.entries(FLOWS))
  flows(`should follow "${title}" through the code, one module to the next, in at most 20`, async () => {
    const graph = await graphOnce;
    const modules = listedModules(markdown, title);
    assert.ok(modules.length >= 5, `${title}: ${modules.length} modules read from ${DOC}`);
    assert.ok(modules.length <= MOST_MODULES, `${title}: ${modules.length} modules, over ${MOST_MODULES}`);
    assert.equal(
      modules.filter((file) => !existsSync(file)),
      [],
      'every module named exists',
    );
    assert.ok(closureOf(graph, entry).files.includes(modules[0] ?? ''), `${modules[0]} is reached from ${entry}`);
    const siteCode = new Set(closureOf(graph, SITE_ENTRY).files);
    const imports = (file: string) => graph[file]?.files ?? [];
    assert.equal(unreached(modules, imports, siteCode), [], 'each module is reached from one listed before it');
  });

flows('should find a module that no earlier one reaches, so a list that drifts fails', () => {
  const imports = (file: string) => ({ a: ['b'], b: ['c'] })[file] ?? [];
  assert.equal(unreached(['a', 'b', 'c'], imports, new Set()), []);
  assert.equal(unreached(['a', 'c', 'b'], imports, new Set()), ['c']);
  assert.equal(unreached(['a', 'x', 'b'], imports, new Set(['x'])), [], 'the site code is reached from the site');
});

flows.run();
