import { internalPath } from '../../src/lib/routes';
import type { Problem } from '../problems';

export interface LinkSource {
  file: string;
  field?: string;
  links: string[];
}

/**
 * Every internal link must be a built page (with its trailing slash) or a file
 * that will be in the output. External links are left to the link checker.
 */
export function checkLinks(sources: LinkSource[], pages: Set<string>, files: Set<string>): Problem[] {
  const problems: Problem[] = [];
  for (const { file, field = 'body', links } of sources) {
    for (const link of links) {
      const path = internalPath(link);
      if (path === null || pages.has(path) || files.has(path)) continue;
      const message = pages.has(`${path}/`)
        ? `link "${link}" needs a trailing slash: "${path}/"`
        : `link "${link}" points to no page or file on the site`;
      problems.push({ file, field, message });
    }
  }
  return problems;
}
