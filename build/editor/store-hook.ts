/**
 * Decap offers no hook into its store but the one Redux's developer tools use, which it looks for as its script
 * loads: through it, the page's script wraps the store's own dispatch (after Decap's middleware), so an action can be
 * held back or changed before Decap's reducers see it (backup-after-load.ts, text-search.ts).
 */
type Action = { type: string };
type Dispatch = (action: Action) => unknown;
type Reducer = (state: unknown, action: Action) => unknown;
interface Store {
  dispatch: Dispatch;
}
type CreateStore = (reducer: Reducer, ...rest: unknown[]) => Store;
type Enhancer = (next: CreateStore) => CreateStore;
declare global {
  interface Window {
    /** Where Redux's developer tools, and here this module, hand Decap's store its enhancers. */
    __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: (...enhancers: Enhancer[]) => Enhancer;
  }
}

/** Each wrapper takes the dispatch after it and gives the one before it; the first given sees an action first. */
// biome-ignore lint/suspicious/noExplicitAny: each wrapper types the actions it reads for itself.
type Wrapper = (dispatch: (action: any) => unknown) => (action: any) => unknown;

/** Puts the wrappers round Decap's store's dispatch, with the enhancers Decap itself composes. */
export function wrapStoreDispatch(...wrappers: Wrapper[]) {
  window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ =
    (...enhancers) =>
    (createStore) =>
      enhancers.reduceRight<CreateStore>(
        (next, enhancer) => enhancer(next),
        (reducer, ...rest) => {
          const store = createStore(reducer, ...rest);
          const dispatch = wrappers.reduceRight<Dispatch>((next, wrap) => wrap(next), store.dispatch.bind(store));
          return { ...store, dispatch };
        },
      );
}
