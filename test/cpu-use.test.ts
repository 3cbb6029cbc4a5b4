import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { busyShare, cpuTicks, parseCpuTicks } from './cpu-use';

const cpu = suite('cpu use');

cpu("should count idle and disk waits as not busy, and guests once, from /proc/stat's first line", () => {
  const stat = 'cpu  100 5 20 800 50 3 2 0 7 0\ncpu0 50 2 10 400 25 1 1 0 3 0\nintr 1 2 3\n';
  assert.equal(parseCpuTicks(stat), { busy: 130, total: 980 });
  assert.equal(parseCpuTicks('intr 1 2 3\n'), undefined);
});

cpu('should give the busy share between two readings, and nothing without both', () => {
  assert.equal(busyShare({ busy: 100, total: 400 }, { busy: 250, total: 600 }), 0.75);
  assert.equal(busyShare(undefined, { busy: 1, total: 2 }), undefined);
  assert.equal(busyShare({ busy: 1, total: 2 }, { busy: 1, total: 2 }), undefined);
});

cpu('should read this machine, busier after a busy loop than before it', () => {
  const before = cpuTicks();
  if (process.platform !== 'linux') return assert.equal(before, undefined);
  for (const end = Date.now() + 100; Date.now() < end; );
  const after = cpuTicks();
  assert.ok(before && after && after.busy > before.busy, 'the loop shows as busy time');
});

cpu.run();
