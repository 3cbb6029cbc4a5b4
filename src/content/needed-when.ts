import { z } from 'zod';

/**
 * Fields a schema lets be left out that the site still needs in some case, with that case in staff words: a
 * clinical article's review, "needed to publish"; a member's registration, "needed for a physiotherapist". The
 * editor's form says these words beside the field's label where Decap says "optional". A registry of its own, so the
 * words stay out of the JSON Schemas made from the global one.
 */
export const neededWhen = z.registry<{ needed: string }>();

/**
 * A list whose order is the site's and no one's to change in the editor: the opening hours' rows read as a week.
 * Decap lets a list's items be dragged into another order, and a thumb scrolling a form on a phone dragged Saturday
 * above Monday, which the next save wrote. Kept in zod's own registry, which every copy of this module shares: the
 * dev server loads the site's modules afresh after a code edit, and a registry of this module's would then be
 * another than the one the editor's configuration reads.
 */
export const inFixedOrder = <T extends z.ZodType>(schema: T, why: string): T => schema.meta({ fixedOrder: why });

/** Whether a list keeps its order in the editor (`inFixedOrder`). */
export const isInFixedOrder = (schema: z.ZodType) => typeof z.globalRegistry.get(schema)?.fixedOrder === 'string';

/**
 * Settings for the site's developers, not its staff: the editor's own GitHub repository and sign-in address, with
 * which a change made in the editor would break the editor. The form keeps them unseen, as the file holds them; the
 * mark lives in zod's own registry, as `inFixedOrder`'s does.
 */
export const forDevelopers = <T extends z.ZodType>(schema: T, why: string): T => schema.meta({ forDevelopers: why });

/** Whether a field is a developer's setting, kept out of the editor's form (`forDevelopers`). */
export const isForDevelopers = (schema: z.ZodType) => typeof z.globalRegistry.get(schema)?.forDevelopers === 'string';

/** The words a form says beside a field's label: when the field is needed, if it is one of those. */
export const neededWords = (schema: z.ZodType): string | undefined => neededWhen.get(schema)?.needed;

/** Beside the label of a field a draft may leave empty, where Decap would say "optional". */
const NEEDED_TO_PUBLISH = 'needed to publish';

/** A field a draft may leave empty (its schema gives it an empty default), marked for the form to say so. */
export function neededToPublish<T extends z.ZodType>(schema: T): T {
  neededWhen.add(schema, { needed: NEEDED_TO_PUBLISH });
  return schema;
}

/**
 * The check of an item's schema that a published item has each of `fields`, which a draft may leave empty; `what`
 * names what goes live ("the profile").
 */
export function filledToPublish<T extends { published: boolean }>(fields: readonly (keyof T & string)[], what: string) {
  return (item: T, context: z.RefinementCtx) => {
    if (!item.published) return;
    for (const field of fields) {
      const value = item[field];
      if (value === '' || (Array.isArray(value) && value.length === 0))
        context.addIssue({
          code: 'custom',
          path: [field],
          message: `is needed before ${what} is published (a draft can be saved without it)`,
        });
    }
  };
}
