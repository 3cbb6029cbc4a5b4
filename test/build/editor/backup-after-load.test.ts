import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { BACKUP_READ, backupAfterLoad } from '../../../build/editor/backup-after-load';

const backup = suite("the editor's local backup, handed on after the form is filled from its file");

/** The actions that reach Decap's store, in order, through the holding dispatch. */
function store() {
  const reached: string[] = [];
  const dispatch = backupAfterLoad((action) => reached.push(action.type));
  return { reached, dispatch: (type: string) => dispatch({ type }) };
}

backup('should hand on a backup read before the file only after the form is filled from the file', () => {
  const { reached, dispatch } = store();
  dispatch('ENTRY_REQUEST');
  dispatch(BACKUP_READ);
  assert.equal(reached, ['ENTRY_REQUEST'], 'held while the file is on its way');
  dispatch('ENTRY_SUCCESS');
  dispatch('DRAFT_CREATE_FROM_ENTRY');
  assert.equal(reached, ['ENTRY_REQUEST', 'ENTRY_SUCCESS', 'DRAFT_CREATE_FROM_ENTRY', BACKUP_READ]);
});

backup('should hand on a new item’s backup after its empty form, and one read after the file at once', () => {
  const made = store();
  made.dispatch(BACKUP_READ);
  made.dispatch('DRAFT_CREATE_EMPTY');
  assert.equal(made.reached, ['DRAFT_CREATE_EMPTY', BACKUP_READ]);
  const late = store();
  late.dispatch('DRAFT_CREATE_FROM_ENTRY');
  late.dispatch(BACKUP_READ);
  assert.equal(late.reached, ['DRAFT_CREATE_FROM_ENTRY', BACKUP_READ]);
});

backup('should drop a held backup when its form closes, and hold the next form’s again', () => {
  const { reached, dispatch } = store();
  dispatch('DRAFT_CREATE_FROM_ENTRY');
  dispatch('DRAFT_DISCARD');
  dispatch(BACKUP_READ);
  dispatch('DRAFT_DISCARD');
  dispatch('DRAFT_CREATE_FROM_ENTRY');
  assert.equal(reached, ['DRAFT_CREATE_FROM_ENTRY', 'DRAFT_DISCARD', 'DRAFT_DISCARD', 'DRAFT_CREATE_FROM_ENTRY']);
});

backup.run();
