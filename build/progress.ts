import { SITE_LAYOUT } from '../src/lib/site-layout';

/**
 * What a build shows while it runs: its stage and, for the long ones, how many pages, cards and images are done. Drawn
 * on an interactive terminal only; CI logs and --quiet get the one-line summary alone.
 */
export interface Progress {
  /** A stage has started. */
  stage(name: string): void;
  /** One more file of this kind is on its way. */
  expect(kind: OutputKind): void;
  /** One file of this kind is done (made, or found unchanged). */
  settle(kind: OutputKind): void;
}

export type OutputKind = 'pages' | 'cards' | 'images' | 'files';

export const silentProgress: Progress = { stage() {}, expect() {}, settle() {} };

/** Which counter an output file moves. */
export function kindOf(file: string): OutputKind {
  if (file.endsWith('.html')) return 'pages';
  if (file.startsWith(`${SITE_LAYOUT.cards}/`)) return 'cards';
  if (/\.(jpe?g|png|webp|avif)$/.test(file)) return 'images';
  return 'files';
}

export interface Counts {
  stage: string;
  done: Partial<Record<OutputKind, number>>;
  total: Partial<Record<OutputKind, number>>;
}

/** "pages 812/1316 · cards 400/1040 · images 12/12" after the stage's name; kinds with nothing to do are left out. */
export function formatProgress({ stage, done, total }: Counts): string {
  const kinds = (['pages', 'cards', 'images'] as const).filter((kind) => (total[kind] ?? 0) > 0);
  const counters = kinds.map((kind) => `${kind} ${done[kind] ?? 0}/${total[kind]}`);
  return [stage, ...counters].join(' · ');
}

interface Line {
  isTTY?: boolean;
  columns?: number;
  write(text: string): boolean;
}

/** Progress on one line of `stream`, redrawn at most every `intervalMs` so the terminal never holds a build up. */
export function terminalProgress(stream: Line, intervalMs = 80): Progress & { stop(): void } {
  const counts: Counts = { stage: 'starting', done: {}, total: {} };
  let drawn = 0;
  const draw = (force = false) => {
    const now = performance.now();
    if (!force && now - drawn < intervalMs) return;
    drawn = now;
    const text = formatProgress(counts).slice(0, Math.max(20, (stream.columns ?? 80) - 1));
    stream.write(`\r\u001b[2K${text}`);
  };
  const add = (record: Counts['done'], kind: OutputKind) => {
    record[kind] = (record[kind] ?? 0) + 1;
    draw();
  };
  return {
    stage(name) {
      counts.stage = name;
      draw(true);
    },
    expect: (kind) => add(counts.total, kind),
    settle: (kind) => add(counts.done, kind),
    stop() {
      stream.write('\r\u001b[2K');
    },
  };
}
