import type { z } from 'zod';
import { neededWords } from '../../src/content/needed-when';
import { defOf } from '../../src/content/zod-reading';

/**
 * A field the schema lets be left out but the site needs in some case says when beside its label: "Reviewed by
 * (needed to publish)", "Registration (needed for a physiotherapist)". Decap can only mark a field required or
 * "optional", and a clinical article's review is neither: a draft may be saved without it, and the build refuses
 * the article live without it. The words come from the schema (src/content/needed-when.ts).
 */
export type NeededFields = Record<string, Record<string, string>>;

/** Each collection's fields that are needed in some case, with the words for when, from their schemas. */
export function neededFields(schemas: Record<string, z.ZodType>): NeededFields {
  return Object.fromEntries(
    Object.entries(schemas).map(([collection, schema]) => {
      const shape = (defOf(schema).shape ?? {}) as Record<string, z.ZodType>;
      const fields = Object.entries(shape).flatMap(([name, field]) => {
        const words = neededWords(field);
        return words ? [[name, words]] : [];
      });
      return [collection, Object.fromEntries(fields)];
    }),
  );
}

/** Decap's word after the label of a field that may be left out, in its phrase book's English. */
const OPTIONAL = '(optional)';

/** The collection the editor's address names (`#/collections/posts/entries/knee`), if any. */
const openCollection = (hash: string) => /^#\/collections\/([^/]+)\//.exec(hash)?.[1];

/** Puts each needed field's words in place of Decap's "optional" beside its label, in the open form. */
export function relabelNeeded(root: ParentNode, fields: NeededFields, hash: string) {
  const collection = openCollection(hash);
  for (const [name, words] of Object.entries((collection && fields[collection]) || {}))
    for (const label of root.querySelectorAll(`label[for^="${name}-field-"]`))
      for (const node of textsOf(label))
        if (node.nodeValue?.includes(OPTIONAL)) node.nodeValue = node.nodeValue.replace(OPTIONAL, `(${words})`);
}

/** The text nodes under a node, however deep (Decap puts "optional" in a span of the label, or in the label). */
const textsOf = (node: Node): Node[] =>
  [...node.childNodes].flatMap((child) => (child.nodeType === TEXT_NODE ? [child] : textsOf(child)));
const TEXT_NODE = 3;

/** Keeps the open form's labels saying when each needed field is needed, whatever Decap draws. */
export function sayWhenNeeded(fields: NeededFields, root: Document = document) {
  let queued = false;
  const update = () => {
    queued = false;
    relabelNeeded(root, fields, root.location.hash);
  };
  new MutationObserver(() => {
    if (!queued) (queued = true), requestAnimationFrame(update);
  }).observe(root.body, { subtree: true, childList: true, characterData: true });
}
