import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { DEV_SCRIPT_PATH, injectDevScript, missedAnnouncements } from '../../../build/serve/dev-overlay';

const overlay = suite('live reload');

overlay('should serve a page with how many reloads had been announced', () => {
  const page = injectDevScript('<html><body><p>Hello</p></body></html>', 7);
  assert.ok(page.includes(`<script type="module" src="${DEV_SCRIPT_PATH}?since=7"></script></body>`));
});

overlay('should tell a page that connects what it missed while it loaded, and only that', () => {
  const kept = ['fifth', 'sixth', 'seventh'];
  const missed = (url: string, announced = 7) => missedAnnouncements(url, kept, announced, 'everything');
  assert.equal(missed('/__dev/events?since=7'), [], 'nothing announced since the page was served');
  assert.equal(missed('/__dev/events?since=6'), ['seventh'], 'one announced while it was loading');
  assert.equal(missed('/__dev/events?since=4'), ['fifth', 'sixth', 'seventh'], 'all those kept');
  assert.equal(missed('/__dev/events?since=3'), ['everything'], 'one no longer kept: no one can tell what it was');
  assert.equal(missed('/__dev/events?since=9', 2), ['everything'], 'a server started again since');
  assert.equal(missed('/__dev/events'), ['everything'], 'a client that says nothing');
  assert.equal(missed('/__dev/events?since=x'), ['everything'], 'a client that says something else');
});

overlay.run();
