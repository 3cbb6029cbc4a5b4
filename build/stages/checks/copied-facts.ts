import type { Fact } from '../../../src/content/registry';
import type { AnyContent, Entry } from '../../model';
import type { Problem } from '../../problems';
import { NO_RECALL, type Recall } from '../../reuse/recall';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Copies of data facts in prose: a fee, a phone number or an address written out by hand stays
 * behind when the data file changes, and `--release` cannot see it. Each is refused, naming the
 * line and the placeholder to write instead. A figure that merely starts the same ("£950") is
 * not a copy of "£95".
 */
export function checkCopiedFacts(content: AnyContent, facts: Fact[], recall: Recall = NO_RECALL): Problem[] {
  // The facts are the data files', the same while they are: then only edited bodies are searched again.
  const patterns = recall.sameParts('copied facts', facts, () => factPatterns(facts));
  return Object.values(content.entries)
    .flat()
    .flatMap((entry) =>
      recall.same(`copied ${entry.file}`, [patterns, entry.body, entry.bodyLine], () => copiesIn(entry, patterns)),
    );
}

type FactPattern = { pattern: RegExp; literal: string; named: Fact[] };

function factPatterns(facts: Fact[]): FactPattern[] {
  const byLiteral = new Map<string, Fact[]>();
  for (const fact of facts) byLiteral.set(fact.literal, [...(byLiteral.get(fact.literal) ?? []), fact]);
  return [...byLiteral].map(([literal, named]) => ({
    pattern: new RegExp(`${escapeRegExp(literal)}(?![\\d.,]\\d|\\d)`, 'g'),
    literal,
    named,
  }));
}

function copiesIn(entry: Entry<unknown>, patterns: FactPattern[]): Problem[] {
  const problems: Problem[] = [];
  // Most bodies copy nothing: a plain substring search rules them out before any line is read.
  if (!patterns.some(({ literal }) => entry.body.includes(literal))) return problems;
  entry.body.split('\n').forEach((line, i) => {
    for (const { pattern, literal, named } of patterns) {
      if (!line.match(pattern)) continue;
      const field = `line ${(entry.bodyLine ?? 1) + i}`;
      const what = named.map((fact) => fact.what).join('; ');
      const write = named.map((fact) => fact.placeholder).join(' or ');
      problems.push({ file: entry.file, field, message: `"${literal}" is ${what}: write ${write} instead` });
    }
  });
  return problems;
}
