import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildUsage, parseBuildOptions, readCommandLine } from '../../build/options';

const options = suite('build options');
const parse = (argv: string[]) => parseBuildOptions(argv, {}, '/site');

options('should list every flag the build takes, each of which it then accepts, with the defaults it uses', () => {
  const usage = buildUsage('npm run build');
  const listed = [...usage.matchAll(/^ {2}(--[a-z-]+)( <\w+>)?/gm)].map(([, flag, value]) => [flag!, Boolean(value)]);
  assert.ok(listed.length >= 9, usage);
  for (const [flag, takesValue] of listed) {
    if (flag === '--help') continue;
    assert.not.throws(() => parse(takesValue ? [String(flag), 'x'] : [String(flag)]), String(flag));
  }
  const defaults = parse([]);
  assert.match(usage, `--out <folder>         the folder the site is written to (default: ${defaults.outDir})`);
  assert.match(usage, `(default: ${defaults.cacheDir})`);
  assert.match(usage, `(default: ${defaults.contentDir})`);
});

options('should leave out the flags a command ignores', () => {
  const usage = buildUsage('npm run dev', ['out', 'release']);
  assert.not.match(usage, '--out');
  assert.not.match(usage, '--release');
  assert.match(usage, '--content <folder>');
});

options(
  'should refuse a flag it does not know, or one without its value, in a line naming it, with exit code 2',
  () => {
    const read = (argv: string[]) => readCommandLine('npm run build', argv, {}, '/site');
    assert.equal(read(['--hlep']), {
      say: "npm run build: Unknown option '--hlep'. npm run build -- --help lists the flags.",
      exitCode: 2,
    });
    const missing = read(['--out']);
    assert.ok('say' in missing && missing.exitCode === 2 && missing.say.includes("'--out"), JSON.stringify(missing));
  },
);

options('should answer --help with the usage and exit code 0, whatever else is given, and build nothing', () => {
  const asked = readCommandLine('npm run dev', ['--quiet', '--help'], {}, '/site', () => 'the dev usage');
  assert.equal(asked, { say: 'the dev usage', exitCode: 0 });
  assert.equal(readCommandLine('npm run build', ['--help'], {}, '/site'), {
    say: buildUsage('npm run build'),
    exitCode: 0,
  });
  const built = readCommandLine('npm run build', ['--out', 'site'], {}, '/site');
  assert.ok('options' in built && built.options.outDir === 'site');
});

options.run();
