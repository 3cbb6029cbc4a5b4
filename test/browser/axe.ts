import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** The WCAG 2.2 A and AA rules, which the site meets with no violation. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const AXE_SOURCE = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core run in the page itself, injected once per page load. @axe-core/playwright injects it
 * again for every check and opens a blank page per check to merge results across frames, which
 * cost about a second a page; the site's pages embed no frames. Parts listed in `skip` (markup
 * already checked at this width, byte for byte) are left out of the run.
 */
export async function violations(page: Page, skip: string[] = []): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(
    async ({ tags, skip }) => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              context: object,
              options: object,
            ) => Promise<{ violations: { id: string; impact?: string; nodes: { target: string[] }[] }[] }>;
          };
        }
      ).axe;
      const context = skip.length ? { include: [['html']], exclude: skip.map((selector) => [selector]) } : document;
      const result = await axe.run(context, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        targets: v.nodes.map((n) => n.target.join(' ')),
      }));
    },
    { tags: WCAG_TAGS, skip },
  );
  return found.map((v) => `${v.id} (${v.impact}): ${v.targets.slice(0, 3).join(', ')}`);
}
