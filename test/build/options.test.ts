import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { asksForHelp, buildUsage, parseBuildOptions, UsageError } from '../../build/options';

const options = suite('build options');
const parse = (argv: string[]) => parseBuildOptions(argv, {}, '/site');

options('should list every flag the build takes, each of which it then accepts, with the defaults it uses', () => {
  const usage = buildUsage('npm run build --');
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
  const usage = buildUsage('npm run dev --', ['out', 'release']);
  assert.not.match(usage, '--out');
  assert.not.match(usage, '--release');
  assert.match(usage, '--content <folder>');
});

options('should refuse a flag it does not know, or one without its value, as a usage error naming it', () => {
  const refused = (argv: string[]) => {
    try {
      parse(argv);
    } catch (error) {
      assert.instance(error, UsageError);
      return (error as Error).message;
    }
    throw new Error(`${argv.join(' ')} was accepted`);
  };
  assert.match(refused(['--hlep']), "'--hlep'");
  assert.match(refused(['--out']), "'--out");
  assert.ok(asksForHelp(['--quiet', '--help']));
  assert.not.ok(asksForHelp(['--quiet']));
});

options.run();
