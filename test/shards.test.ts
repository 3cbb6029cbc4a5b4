import { execFileSync } from 'node:child_process';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { checksNamed } from './only-checks';
import { SHARDS } from './shards';

const test = suite('shards');

/** Every check `npm test` runs, as test/checks.ts lists them on this machine. */
const everyCheck: { name: string; needs?: string[] }[] = JSON.parse(
  execFileSync('npx', ['tsx', 'test/checks.ts', '--with-quick', '--list'], { encoding: 'utf8' }),
);
const inShard = (shard: string) => checksNamed(everyCheck, SHARDS[shard] ?? []).map((check) => check.name);

test('every check of npm test is in exactly one shard, so CI runs each once', () => {
  const shardsOf = (name: string) => Object.keys(SHARDS).filter((shard) => inShard(shard).includes(name));
  // The build is no shard's own: each shard whose checks read it makes it first (test/only-checks.ts).
  assert.not.ok(Object.values(SHARDS).flat().includes('build'));
  for (const { name } of everyCheck.filter((check) => check.name !== 'build'))
    assert.equal(shardsOf(name).length, 1, `${name}: in ${shardsOf(name).join(', ')}`);
});

test('every name a shard gives is a check', () => {
  for (const shard of Object.keys(SHARDS)) assert.not.throws(() => inShard(shard), shard);
});

test.run();
