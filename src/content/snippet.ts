import { z } from 'zod';

/** The snippet that says where to go in an emergency, which the site's frame and every article give. */
export const EMERGENCY_SNIPPET = 'not-an-emergency';

/**
 * Shared clinical advice: one paragraph per presentation (chest pain during exercise, a suspected
 * clot, cauda equina…), written once and included by name wherever a page gives that advice, so
 * every page routes the same symptom the same way. Each names the guidance it follows, for the
 * clinician who signs it off.
 */
export const snippetsSchema = z
  .array(
    z.strictObject({
      id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase words and digits joined by hyphens'),
      follows: z
        .string()
        .min(10)
        .describe('The NHS or NICE page this advice follows, by name and address, for the clinician who signs it off'),
      text: z
        .string()
        .min(20)
        .max(700)
        .regex(/^[^\n]+$/, 'must be one paragraph, on one line, so it fits in a sentence or a list item')
        .describe('One paragraph, printed wherever a page inserts this advice from the Clinical advice menu'),
    }),
  )
  .min(1)
  .superRefine((snippets, context) => {
    if (!snippets.some(({ id }) => id === EMERGENCY_SNIPPET)) {
      const message = `must keep a snippet with the id ${EMERGENCY_SNIPPET}: every page's footer and every article give it`;
      context.addIssue({ code: 'custom', path: [], message });
    }
    const seen = new Set<string>();
    snippets.forEach(({ id }, i) => {
      if (seen.has(id)) context.addIssue({ code: 'custom', path: [i, 'id'], message: `duplicate snippet id "${id}"` });
      seen.add(id);
    });
  });

export type Snippet = z.infer<typeof snippetsSchema>[number];

/** The advice every page's footer and every article's closing note give: where to go in an emergency. */
export function emergencyAdvice(snippets: readonly Snippet[]): string {
  const advice = snippets.find(({ id }) => id === EMERGENCY_SNIPPET);
  // The schema refuses snippets without it, so only a site assembled by hand can get here.
  if (!advice) throw new Error(`snippets.yaml has no ${EMERGENCY_SNIPPET} snippet`);
  return advice.text;
}
