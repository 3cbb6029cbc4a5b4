import { readdirSync, readFileSync } from 'node:fs';

/** A process as `/proc/<pid>/stat` gives it: its parent, when it started, and its CPU time so far, in ticks. */
export interface ProcessStat {
  pid: number;
  ppid: number;
  started: number;
  ticks: number;
}

/** A stat line's fields after the name, which may hold spaces and parentheses; undefined for what is not one. */
export function parseStat(line: string): ProcessStat | undefined {
  const fields = line.slice(line.lastIndexOf(')') + 2).split(' ');
  const pid = Number.parseInt(line, 10);
  // From the state (field 3): ppid is field 4, utime and stime 14 and 15, the start time 22.
  const [ppid, utime, stime, started] = [fields[1], fields[11], fields[12], fields[19]].map(Number);
  if (!pid || ppid === undefined || started === undefined || !(utime! >= 0 && stime! >= 0)) return undefined;
  return { pid, ppid, started, ticks: utime! + stime! };
}

/**
 * Which check each process belongs to: the check whose shell it descends from, found through its parents as this
 * reading shows them, and kept once found, so a browser's process left to the system by its parent still counts.
 */
export function attribute(
  processes: ProcessStat[],
  checks: ReadonlyMap<number, string>,
  known: Map<string, string | null>,
): [key: string, check: string, ticks: number][] {
  const parentOf = new Map(processes.map((p) => [p.pid, p]));
  const keyOf = (p: ProcessStat) => `${p.pid}:${p.started}`;
  const checkOf = (p: ProcessStat): string | null => {
    const kept = known.get(keyOf(p));
    if (kept !== undefined) return kept;
    const parent = parentOf.get(p.ppid);
    const found = checks.get(p.pid) ?? (parent && parent !== p ? checkOf(parent) : null);
    known.set(keyOf(p), found);
    return found;
  };
  return processes.flatMap((p) => {
    const check = checkOf(p);
    return check ? [[keyOf(p), check, p.ticks] as [string, string, number]] : [];
  });
}

/** Linux counts a process's CPU time in ticks of 1/100 s (USER_HZ) whatever the kernel's own rate. */
const MS_PER_TICK = 10;

/** Every process's stat now; one that ends while it is read is left out. */
function readProcesses(): ProcessStat[] {
  return readdirSync('/proc').flatMap((name) => {
    if (!/^\d+$/.test(name)) return [];
    try {
      return [parseStat(readFileSync(`/proc/${name}/stat`, 'utf8'))].filter((p) => p !== undefined);
    } catch {
      return [];
    }
  });
}

/**
 * Samples `/proc` every `everyMs` while the checks run and counts each check's processes' CPU time, browsers and
 * servers included. A process's time after the last sample before it ends, and a process that lives less than
 * `everyMs`, are not counted, so the figures are a little low.
 */
export function sampleCheckCpu(checks: () => ReadonlyMap<number, string>, everyMs = 1000) {
  const known = new Map<string, string | null>();
  const ticks = new Map<string, [check: string, ticks: number]>();
  const sample = () => {
    for (const [key, check, now] of attribute(readProcesses(), checks(), known)) ticks.set(key, [check, now]);
  };
  const timer = setInterval(sample, everyMs);
  timer.unref();
  return {
    /** Each check's CPU time in ms. */
    stop(): Map<string, number> {
      clearInterval(timer);
      sample();
      const byCheck = new Map<string, number>();
      for (const [check, count] of ticks.values()) byCheck.set(check, (byCheck.get(check) ?? 0) + count * MS_PER_TICK);
      return byCheck;
    },
  };
}
