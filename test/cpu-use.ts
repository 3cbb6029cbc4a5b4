import { readFileSync } from 'node:fs';

/** The machine's CPU time so far, busy and in all, in the kernel's ticks, summed over every core. */
export interface CpuTicks {
  busy: number;
  total: number;
}

/**
 * The machine's CPU time from `/proc/stat`'s first line (`cpu user nice system idle iowait irq softirq steal ...`):
 * idle and waiting on a disk are not busy. Undefined where there is no such file.
 */
export function parseCpuTicks(stat: string): CpuTicks | undefined {
  const fields = /^cpu\s+([\d\s]+)$/m.exec(stat)?.[1]?.trim().split(/\s+/).map(Number);
  if (!fields || fields.length < 5) return undefined;
  // guest and guest_nice are counted in user and nice already.
  const total = fields.slice(0, 8).reduce((sum, ticks) => sum + ticks, 0);
  return { busy: total - fields[3]! - fields[4]!, total };
}

export function cpuTicks(): CpuTicks | undefined {
  try {
    return parseCpuTicks(readFileSync('/proc/stat', 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * How busy the machine's cores were between two readings, as a share of all their time: a test run near 100 % is
 * bound by its work, and only less work or more cores make it shorter; one well below is bound by waiting.
 */
export function busyShare(before: CpuTicks | undefined, after: CpuTicks | undefined): number | undefined {
  if (!before || !after || after.total <= before.total) return undefined;
  return (after.busy - before.busy) / (after.total - before.total);
}
