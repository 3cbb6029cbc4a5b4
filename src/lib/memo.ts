/**
 * Memory the pipeline hands the site's code between builds in one process (the dev server's): slots
 * of the build's recall, forgotten with it. So a list the site worked out last build can be handed
 * back as the very object it was, and nothing the site keeps outlives the builder that kept it,
 * reaches another content folder, or stays once no build asks for it. A build alone in its process
 * remembers nothing (`NO_MEMO`).
 */
export interface Memo {
  /** The value made from `inputs` last build when every input is identical (`===`), else `make()`'s, kept. */
  same<T>(slot: string, inputs: readonly unknown[], make: () => T): T;
  /** A slot's last value, whatever it was made from. */
  last<T>(slot: string): T | undefined;
  /** Remembers `value` in `slot` for the next build. */
  remember<T>(slot: string, value: T): T;
}

export const NO_MEMO: Memo = {
  same: (_slot, _inputs, make) => make(),
  last: () => undefined,
  remember: (_slot, value) => value,
};

/** `memo` with its slots under `scope`: the site's slots never meet the pipeline's own. */
export const scopedMemo = (memo: Memo, scope: string): Memo => ({
  same: (slot, inputs, make) => memo.same(`${scope} ${slot}`, inputs, make),
  last: (slot) => memo.last(`${scope} ${slot}`),
  remember: (slot, value) => memo.remember(`${scope} ${slot}`, value),
});
