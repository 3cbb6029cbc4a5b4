import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { codeKeys } from '../../../build/reuse/code-keys';

/**
 * A cached bundle keeps the list of files esbuild read; when one of them is moved or deleted, the next build reads a
 * digest over a file that is not there. That is a change of the bundle (made again), never a crash of the build.
 */
const gone = suite('codeKeys, when a file a cached thing read is gone');
gone('should digest the list with the file missing, differently from any list without it', () => {
  const keys = codeKeys(process.cwd(), {});
  const without = keys.digest({ files: ['src/lib/text.ts'], packages: [] });
  const withGone = keys.digest({ files: ['src/lib/text.ts', 'src/components/moved-away.tsx'], packages: [] });
  assert.type(withGone, 'string');
  assert.is.not(withGone, without);
});
gone.run();
