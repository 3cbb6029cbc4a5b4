import type { OutputFile } from '../output-file';
import { BuildBug, type Problem } from '../problems';

/** How a problem names a file the site makes of its own (the sitemap, an asset) rather than from a source. */
const SITE_OWN = "the site's own files";

/**
 * Two outputs with one path would overwrite each other: every path is claimed once, and each further claim is a problem
 * naming both sources, found before anything is stored. Every output passes here, public/ and old addresses included.
 */
export function pathClashes(outputs: Iterable<OutputFile>): Problem[] {
  const claimed = new Map<string, OutputFile>();
  const problems: Problem[] = [];
  for (const output of outputs) {
    const first = claimed.get(output.file);
    if (!first) claimed.set(output.file, output);
    else problems.push(clash(output.file, first.from, output.from));
  }
  return problems;
}

/** The problem, blamed on the later source that an editor can change; two of the site's own files clashing is a bug. */
function clash(file: string, first: string | undefined, second: string | undefined): Problem {
  const blamed = second ?? first;
  if (!blamed) throw new BuildBug(file, new Error('two of the site’s own files have this path'));
  return { file: blamed, field: '', message: `${file} is made by ${first ?? SITE_OWN} and by ${second ?? SITE_OWN}` };
}
