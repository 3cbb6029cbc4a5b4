import type { Fact } from '../../../src/content/registry';
import { proseOf } from '../../../src/lib/prose';
import type { AnyContent, Prose } from '../../model';
import type { Problem } from '../../problems';
import { memoisedByParts, memoisedEach } from '../../reuse/memory';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Copies of data facts in prose: a fee, a phone number or an address written out by hand stays
 * behind when the data file changes, and `--release` cannot see it. Each is refused, naming the
 * line and the placeholder to write instead. A figure that merely starts the same ("£950") is
 * not a copy of "£95". A fact given by a pattern (an urgent route, worded anew each time) is
 * refused in whatever words it takes.
 */
export function checkCopiedFacts(content: AnyContent, facts: Fact[]): Problem[] {
  const patterns = patternsOf(facts);
  return Object.values(content.entries)
    .flat()
    .flatMap(({ file, body, bodyLine }) => bodyCopies(file, patterns, body, bodyLine));
}

/** The facts' patterns: the same while the facts are, as they are the data files'. */
const patternsOf = memoisedByParts('copied facts', (facts: Fact[]) => factPatterns(facts));

/** A body's copies of the facts: the last build's while its text and the patterns are, so only edits are searched. */
const bodyCopies = memoisedEach('copied', (file, patterns: FactPattern[], body: string, bodyLine?: number) =>
  copiesIn({ file, body, bodyLine }, patterns),
);

/** `literal`: the text a literal fact's pattern matches, which plain text search finds far quicker. */
type FactPattern = { pattern: RegExp; named: Fact[]; literal?: string; prose?: boolean };

function factPatterns(facts: Fact[]): FactPattern[] {
  const bySource = new Map<string, Fact[]>();
  for (const fact of facts) {
    const source = fact.pattern ?? `${escapeRegExp(fact.literal)}(?![\\d.,]\\d|\\d)`;
    bySource.set(source, [...(bySource.get(source) ?? []), fact]);
  }
  // A pattern's words may be written in any case ("Call 999", "call 999"); a literal is copied as it is.
  return [...bySource].map(([source, named]) => {
    const literal = named[0]?.pattern ? undefined : named[0]?.literal;
    const prose = named.some((fact) => fact.prose);
    return { pattern: new RegExp(source, literal === undefined ? 'i' : ''), named, literal, prose };
  });
}

function copiesIn(entry: Prose, patterns: FactPattern[]): Problem[] {
  const problems: Problem[] = [];
  // Most bodies copy nothing: one search of the whole body rules them out before any line is read.
  const found = patterns.filter(
    ({ pattern, literal }) => (literal === undefined || entry.body.includes(literal)) && pattern.test(entry.body),
  );
  const lines = entry.body.split('\n');
  const prose = found.some((fact) => fact.prose) ? proseOf(entry.body).split('\n') : lines;
  lines.forEach((line, i) => {
    for (const { pattern, named, prose: inProse } of found) {
      const copy = (inProse ? (prose[i] ?? '') : line).match(pattern)?.[0];
      if (copy === undefined) continue;
      const field = `line ${(entry.bodyLine ?? 1) + i}`;
      const what = named.map((fact) => fact.what).join('; ');
      const write = named.map((fact) => fact.placeholder).join(' or ');
      problems.push({ file: entry.file, field, message: `"${copy}" is ${what}: write ${write} instead` });
    }
  });
  return problems;
}
