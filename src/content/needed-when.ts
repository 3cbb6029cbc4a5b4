import { z } from 'zod';

/**
 * Fields a schema lets be left out that the site still needs in some case, with that case in staff words: a
 * clinical article's review, "needed to publish"; a member's registration, "needed for a physiotherapist". The
 * editor's form says these words beside the field's label where Decap says "optional". A registry of its own, so the
 * words stay out of the JSON Schemas made from the global one.
 */
export const neededWhen = z.registry<{ needed: string }>();

/** The words a form says beside a field's label: when the field is needed, if it is one of those. */
export const neededWords = (schema: z.ZodType): string | undefined => neededWhen.get(schema)?.needed;

/** Beside the label of a field a draft may leave empty, where Decap would say "optional". */
export const NEEDED_TO_PUBLISH = 'needed to publish';
