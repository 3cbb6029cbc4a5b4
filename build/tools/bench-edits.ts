import '../production-mode';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseBuildOptions } from '../options';
import { startDevBuilder } from '../serve/dev-builder';
import { EDITED_POST, makeCorpus, median, recordsOnlyCache } from './bench-corpus';
import { clinicSite } from '../../templates/clinic-site';

/**
 * `npm run bench:edits [-- 4000]`: where an edit's time goes, stage by stage. Builds a generated
 * site of N posts (default 1,000) with the dev server's builder, in this process, then edits one
 * post's body and its title in turn, each edit kept, and prints the median of each kind: the
 * build's wall time, the time this thread spent working (what the edit costs, whatever else the
 * machine is doing), when the post's own page was ready to show ahead of the rest, and each
 * stage's time. Cards and the search index follow each build as they do in the dev server, and
 * each edit waits for them.
 */
const posts = Number(process.argv[2] ?? 1000);
const EDITS = 7;

const content = await makeCorpus(posts);
const parsed = parseBuildOptions(
  ['--content', content, '--cache-dir', await recordsOnlyCache(content)],
  {},
  process.cwd(),
);
// When the edited post's page was ready to show, ahead of the rest of its build (as the dev server shows it).
let aheadAt = 0;
const builder = await startDevBuilder(
  clinicSite,
  { ...parsed, publishing: { ...parsed.publishing, drafts: true, future: true } },
  { ahead: () => (aheadAt = performance.now()) },
);
const post = path.join(content, 'posts', EDITED_POST);

const EDIT_KINDS = {
  body: (source: string, i: number) => `${source.trimEnd()}\n\nA sentence added in edit ${i}.\n`,
  title: (source: string, i: number) => source.replace(/^title: "?(.*?)"?$/m, (_, title) => `title: "${title} ${i}"`),
};

try {
  const first = performance.now();
  const built = await builder.build();
  const ms = performance.now() - first;
  await settled(built);
  console.log(`${posts} posts: first build ${(ms / 1000).toFixed(1)} s (pages served; cards and search followed)`);
  console.log(`  ${stagesOf([new Map(built.timings)])}`);
  for (const [kind, edit] of Object.entries(EDIT_KINDS)) {
    const runs: { wall: number; ahead: number; cpu: number; stages: Map<string, number> }[] = [];
    for (let i = 0; i < EDITS; i++) {
      await writeFile(post, edit(await readFile(post, 'utf8'), i));
      const started = performance.now();
      const cpu = threadCpuMs();
      const result = await builder.build();
      runs.push({
        wall: performance.now() - started,
        ahead: aheadAt - started,
        cpu: threadCpuMs() - cpu,
        stages: new Map(result.timings),
      });
      await settled(result);
    }
    console.log(
      `${kind} edit: median ${median(runs.map((run) => run.wall)).toFixed(0)} ms, this thread working ` +
        `${median(runs.map((run) => run.cpu)).toFixed(0)} ms; the post's page ready ahead in ` +
        `${median(runs.map((run) => run.ahead)).toFixed(0)} ms`,
    );
    console.log(`  ${stagesOf(runs.map((run) => run.stages))}`);
  }
} finally {
  await rm(path.dirname(content), { recursive: true, force: true });
}

/** Each stage's median over `runs`, longest first. */
function stagesOf(runs: Map<string, number>[]): string {
  return [...new Set(runs.flatMap((run) => [...run.keys()]))]
    .map((stage) => [stage, median(runs.map((run) => run.get(stage) ?? 0))] as const)
    .filter(([, ms]) => ms >= 1)
    .sort((a, b) => b[1] - a[1])
    .map(([stage, ms]) => `${stage} ${ms.toFixed(0)}`)
    .join(', ');
}

/** This thread's working time, ms; the whole process's on a Node too old to tell threads apart (before 23.9). */
function threadCpuMs(): number {
  const usage = (process as { threadCpuUsage?: () => NodeJS.CpuUsage }).threadCpuUsage?.() ?? process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

/** Waits for what follows a build (cards, the search index), as an author's next edit would come after it. */
async function settled(result: Awaited<ReturnType<typeof builder.build>>): Promise<void> {
  await result.settled;
}
