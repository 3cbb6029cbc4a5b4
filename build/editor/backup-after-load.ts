import { plainRefusals } from './refusal-notices';

/**
 * The local backup restores what was typed. Decap reads an item's backup from the browser as its form opens and asks
 * "A local backup was recovered…" at once; OK fills the form with it. But the item's file, asked of the server at the
 * same moment, arrives after the question has been answered, and Decap fills the form again from it, over the backup:
 * the typed text was gone, and the backup was then thrown away with the next save. So the backup is handed to Decap
 * only once the form has been filled from the file (or made empty, for a new item), and OK's backup comes last.
 *
 * Decap offers no hook into its store but the one Redux's developer tools use, which it looks for as it starts:
 * through it, the store's own dispatch (after Decap's middleware) holds back one action and lets every other pass.
 */
type Action = { type: string };
type Reducer = (state: unknown, action: Action) => unknown;
interface Store {
  dispatch(action: Action): unknown;
}
type CreateStore = (reducer: Reducer, ...rest: unknown[]) => Store;
type Enhancer = (next: CreateStore) => CreateStore;
declare global {
  interface Window {
    /** Where Redux's developer tools, and here this module, hand Decap's store its enhancers. */
    __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: (...enhancers: Enhancer[]) => Enhancer;
  }
}

/** Decap's names for: its backup read, the form filled from the file or made empty, and the form closed. */
export const BACKUP_READ = 'DRAFT_LOCAL_BACKUP_RETRIEVED';
const FORM_FILLED = new Set(['DRAFT_CREATE_FROM_ENTRY', 'DRAFT_CREATE_EMPTY']);
const FORM_CLOSED = 'DRAFT_DISCARD';

/** A dispatch that passes the backup on only once the open form has been filled from its file. */
export function backupAfterLoad(dispatch: (action: Action) => unknown): (action: Action) => unknown {
  let filled = false;
  let held: Action | undefined;
  return (action) => {
    if (action.type === BACKUP_READ && !filled) {
      held = action;
      return action;
    }
    if (action.type === FORM_CLOSED) [filled, held] = [false, undefined];
    const result = dispatch(action);
    if (FORM_FILLED.has(action.type)) {
      filled = true;
      const backup = held;
      held = undefined;
      if (backup) dispatch(backup);
    }
    return result;
  };
}

/** The store enhancer given to Decap in the developer tools' place, with the enhancers Decap itself composes. */
export function holdBackupsUntilLoaded() {
  window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ =
    (...enhancers) =>
    (createStore) =>
      enhancers.reduceRight<CreateStore>(
        (next, enhancer) => enhancer(next),
        (reducer, ...rest) => {
          const store = createStore(reducer, ...rest);
          // Refusals are put in plain words on their way in too (refusal-notices.ts).
          return { ...store, dispatch: backupAfterLoad(plainRefusals(store.dispatch.bind(store))) };
        },
      );
}
