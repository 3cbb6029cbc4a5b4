import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { DEV_SCRIPT_PATH, injectDevScript, missedReload } from '../../../build/serve/dev-overlay';

const overlay = suite('live reload');

overlay('should serve a page with how many reloads had been announced', () => {
  const page = injectDevScript('<html><body><p>Hello</p></body></html>', 7);
  assert.ok(page.includes(`<script type="module" src="${DEV_SCRIPT_PATH}?since=7"></script></body>`));
});

overlay('should tell a page that connects after a reload it missed, and only then', () => {
  assert.not.ok(missedReload('/__dev/events?since=7', 7), 'nothing announced since the page was served');
  assert.ok(missedReload('/__dev/events?since=6', 7), 'one announced while it was loading');
  assert.ok(missedReload('/__dev/events?since=9', 2), 'a server started again since');
  assert.ok(missedReload('/__dev/events', 0), 'a client that says nothing is reloaded');
});

overlay.run();
