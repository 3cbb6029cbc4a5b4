import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Refused } from '../../../build/editor/link-guard';
import { plainRefusal, plainRefusals, quietRefusedSaves, refusalWords } from '../../../build/editor/refusal-notices';

const notices = suite('a refused save or deletion, in plain words and kept on screen');

/** Decap's notice of a failed save or deletion, as it sends it to its store. */
const failed = (key: string, details: unknown) => ({
  type: 'NOTIFICATION_SEND',
  payload: { message: { key: `ui.toast.${key}`, details }, type: 'error', dismissAfter: 8000 },
});

notices('should show a refusal by its own words, with no "Error:" and no closing after eight seconds', () => {
  const refusal = new Refused('Not saved as a draft: "Home" links to "Knee pain". Remove that link first.');
  const { payload } = plainRefusal(failed('onFailToPersist', refusal));
  assert.equal(payload, {
    message: 'Not saved as a draft: "Home" links to "Knee pain". Remove that link first.',
    type: 'error',
    dismissAfter: false,
  });
  assert.not.match(String(refusal), /^Not/, 'what Decap printed: the error as JavaScript prints one');
});

notices('should say what was not done before words that do not, for a save and a deletion', () => {
  assert.is(refusalWords(new TypeError('Failed to fetch'), 'saved'), 'Not saved: Failed to fetch');
  assert.is(refusalWords('Error: disk full', 'deleted'), 'Not deleted: disk full');
  assert.is(refusalWords(undefined, 'saved'), 'Not saved: the editor could not reach the site');
  const { payload } = plainRefusal(failed('onFailToDelete', new Error('Not deleted: "Home" links to it.')));
  assert.is((payload as { message: string }).message, 'Not deleted: "Home" links to it.');
});

notices('should leave every other action and notice as Decap sent it', () => {
  const saved = { type: 'NOTIFICATION_SEND', payload: { message: { key: 'ui.toast.entrySaved' }, dismissAfter: 4000 } };
  assert.is(plainRefusal(saved), saved);
  const other = { type: 'DRAFT_CREATE_EMPTY' };
  assert.is(plainRefusal(other), other);
});

notices('should hand the store each action, a refusal in its plain words', () => {
  const reached: unknown[] = [];
  const dispatch = plainRefusals((action) => reached.push(action));
  dispatch({ type: 'DRAFT_CREATE_EMPTY' });
  dispatch(failed('onFailToPersist', new Error('Not saved: Image alt: a photo needs a description of what it shows.')));
  assert.equal(reached, [
    { type: 'DRAFT_CREATE_EMPTY' },
    {
      type: 'NOTIFICATION_SEND',
      payload: {
        message: 'Not saved: Image alt: a photo needs a description of what it shows.',
        type: 'error',
        dismissAfter: false,
      },
    },
  ]);
});

notices("should keep Decap's rejections of a refused save from the console, and no other error", () => {
  let listener: ((event: { reason: unknown; preventDefault(): void }) => void) | undefined;
  const logged: unknown[] = [];
  const console = { error: (...said: unknown[]) => void logged.push(said[0]) };
  quietRefusedSaves({ addEventListener: (_type: string, given: never) => void (listener = given), console } as never);
  const quieted = (reason: unknown) => {
    let prevented = false;
    listener?.({ reason, preventDefault: () => void (prevented = true) });
    return prevented;
  };
  assert.ok(quieted(undefined), 'a field to fill in');
  assert.ok(quieted({ type: 'ENTRY_PERSIST_FAILURE', payload: {} }), 'a save the site refused');
  assert.ok(quieted({ type: 'ENTRY_DELETE_FAILURE', payload: {} }), 'a deletion the site refused');
  assert.not.ok(quieted(new Error('a bug')), 'a real error is still reported');
  assert.not.ok(quieted({ type: 'ENTRIES_FAILURE' }), "a list that did not load is Decap's to report");
  // Decap logs the refusal itself too: that is kept from the console, and any other error is not.
  const bug = new Error('Cannot read properties of undefined');
  console.error(new Error('Not saved as a draft: Settings and lists › Home › Popular posts links to "Padel"'));
  console.error(new Error('Not deleted: Posts › "Knee pain" › Main text links to it'));
  console.error(bug);
  console.error('a plain message');
  assert.equal(logged, [bug, 'a plain message']);
});

notices.run();
