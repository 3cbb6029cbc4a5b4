import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';

/**
 * `npm run bench:dev`: starts the dev server, then edits one post again and again and measures
 * from each save until the rebuilt page is served: first its body, then its title, which also
 * changes the blog list, its tag and category pages, the posts that list it as related, and its card.
 * Restores the post afterwards.
 */
const POST = 'content/posts/frozen-shoulder.md';
const URL_PATH = '/blog/frozen-shoulder/';
const EDITS = 12;
const port = 3000 + Math.floor(Math.random() * 1000) + 1000;

/** The post with `marker` in it: at the end of its body, or at the end of its title. */
const EDIT_KINDS = {
  body: (source: string, marker: string) => `${source.trimEnd()}\n\n${marker}\n`,
  title: (source: string, marker: string) =>
    source.replace(/^title: "?(.*?)"?$/m, (_, title: string) => `title: "${title} ${marker}"`),
};

const original = await readFile(POST, 'utf8');
const server = spawn('node', ['--import', 'tsx', 'build/serve/dev.ts'], {
  env: { ...process.env, PORT: String(port) },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let log = '';
server.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

try {
  for (let waited = 0; !log.includes('Serving'); waited += 50) {
    if (waited > 60_000) throw new Error(`dev server did not start:\n${log}`);
    await sleep(50);
  }
  for (const [kind, edit] of Object.entries(EDIT_KINDS)) {
    const times: number[] = [];
    for (let i = 0; i < EDITS; i++) {
      const marker = `Edit marker ${Date.now()}-${i}`;
      const started = performance.now();
      await writeFile(POST, edit(original, marker));
      for (;;) {
        const html = await fetch(`http://127.0.0.1:${port}${URL_PATH}`).then((r) => r.text());
        if (html.includes(marker)) break;
        if (performance.now() - started > 10_000) throw new Error(`the ${kind} edit never appeared`);
        await sleep(5);
      }
      times.push(performance.now() - started);
      await sleep(300);
    }
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `Save to served page, ${EDITS} ${kind} edits of ${POST}: median ${sorted[Math.floor(EDITS / 2)]?.toFixed(0)} ` +
        `ms, min ${sorted[0]?.toFixed(0)} ms, max ${sorted.at(-1)?.toFixed(0)} ms`,
    );
    console.log(
      log
        .split('\n')
        .filter((line) => line.startsWith('changed'))
        .slice(-1)
        .join('\n'),
    );
  }
} finally {
  await writeFile(POST, original);
  server.kill();
}
