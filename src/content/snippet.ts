import { z } from 'zod';
import { LEVELS, type RedFlags } from '../lib/red-flags';

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
      level: z
        .enum(LEVELS)
        .describe(
          'How soon the advice sends the reader: emergency (999 or A&E), same-day, urgent (an urgent GP ' +
            'appointment or NHS 111) or routine',
        ),
      covers: z
        .array(z.string().regex(/^[a-z0-9][a-z0-9&',. -]{2,79}$/, 'must be a phrase in lower case, 3 to 80 characters'))
        .default([])
        .describe(
          'The symptoms this advice covers, each as prose writes it, with its usual variants: a paragraph naming ' +
            'one must give this snippet',
        ),
      mentions: z
        .array(
          z.strictObject({
            file: z.string().regex(/^[a-z-]+\/[a-z0-9-]+\.md$/, 'must name a content file, such as posts/calf-pain.md'),
            text: z.string().min(3).describe('The words of the mention, as the file writes them'),
            reason: z
              .string()
              .min(10)
              .describe('Why this mention gives no advice, as the reviewing clinician accepted'),
          }),
        )
        .default([])
        .describe(
          'Mentions of a covered symptom that give no advice, allowed without the snippet, each with its reason',
        ),
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

/** The snippets as red flags, for the check that each covered symptom is given its snippet wherever prose names it. */
export function redFlagsOf(snippets: readonly Snippet[] | undefined): RedFlags | undefined {
  if (!snippets) return undefined;
  const flags = snippets.map(({ id, level, covers, mentions }, i) => ({
    id,
    level,
    covers,
    field: `[${i}]`,
    mentions: mentions.map((mention, j) => ({ ...mention, field: `[${i}].mentions[${j}]` })),
  }));
  return { file: 'snippets.yaml', flags, onEveryPage: [EMERGENCY_SNIPPET] };
}
