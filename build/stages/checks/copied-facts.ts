import type { Fact } from '../../../src/content/registry';
import { proseOf } from '../../../src/lib/prose';
import { escapeRegExp } from '../../../src/lib/text';
import type { AnyContent, Prose } from '../../model';
import type { Problem } from '../../problems';
import { memoisedByParts, memoisedEach } from '../../reuse/memory';

/**
 * A fee, phone number or address copied by hand into prose stays behind when the data file changes, and `--release`
 * cannot see it: each copy is refused, naming its line and the placeholder to write. "£950" is no copy of "£95"; a
 * fact given by a pattern (an urgent route, worded anew each time) is refused in whatever words it takes.
 */
export function checkCopiedFacts(content: AnyContent, facts: Fact[]): Problem[] {
  const patterns = patternsOf(facts);
  return Object.values(content.entries)
    .flat()
    .flatMap(({ file, body, bodyLine }) => bodyCopies(file, patterns, body, bodyLine));
}

/** Reused while the data files' facts are unchanged. */
const patternsOf = memoisedByParts('copied facts', (facts: Fact[]) => factPatterns(facts));

/** Reused while the body and the patterns are unchanged, so only edits are searched. */
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
