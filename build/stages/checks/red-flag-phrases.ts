import { asWords, normalise, phrasePattern, type RedFlag, type RedFlags } from '../../../src/lib/red-flags';
import type { Problem } from '../../problems';

// The red-flag check's reading of its data: the phrases it looks for, and the levels they must agree on.

/** One symptom, one route: a phrase (or one holding it) covered by snippets of two levels is refused. */
export function levelConflicts({ file, flags }: Pick<RedFlags, 'file' | 'flags'>): Problem[] {
  const words = new Map(flags.flatMap(({ covers }) => covers.map((phrase) => [phrase, asWords(phrase)])));
  const overlap = (a: string, b: string) => {
    const [x, y] = [words.get(a) ?? '', words.get(b) ?? ''];
    return x.includes(y) || y.includes(x);
  };
  return flags.flatMap((flag, i) =>
    flags.slice(0, i).flatMap((earlier) =>
      earlier.level === flag.level
        ? []
        : flag.covers.flatMap((phrase, j) => {
            const other = earlier.covers.find((covered) => overlap(covered, phrase));
            if (other === undefined) return [];
            const message =
              `"${phrase}" is covered at the level ${flag.level} here and "${other}" at ${earlier.level} by ` +
              `${earlier.id}: one symptom has one route, so cover it in one snippet`;
            return [{ file, field: `${flag.field}.covers[${j}]`, message }];
          }),
    ),
  );
}

/** A covered phrase, as it is matched, with the snippets covering it. */
export type Covered = { phrase: string; pattern: RegExp; flags: RedFlag[] };
/** Every covered phrase by its words, and one pattern finding any of them, the longest first where two overlap. */
export type PhraseIndex = { any: RegExp; byPhrase: Map<string, Covered> };

export function phraseIndex(flags: readonly RedFlag[]): PhraseIndex {
  const byPhrase = new Map<string, Covered>();
  for (const flag of flags)
    for (const phrase of flag.covers) {
      const key = normalise(phrase);
      const covered = byPhrase.get(key) ?? { phrase: key, pattern: phrasePattern(key), flags: [] };
      byPhrase.set(key, { ...covered, flags: [...covered.flags, flag] });
    }
  const longestFirst = [...byPhrase.keys()].sort((a, b) => b.length - a.length);
  return { any: phrasePattern(...longestFirst), byPhrase };
}

/** Rules out most texts in one search; `search` ignores the pattern's lastIndex and leaves it as it was. */
export const namesAny = ({ any }: PhraseIndex, text: string) => text.search(any) >= 0;

export function namedIn(text: string, { any, byPhrase }: PhraseIndex): Covered[] {
  const found = new Set([...text.matchAll(any)].map((match) => match[0]));
  return [...found].flatMap((phrase) => byPhrase.get(phrase) ?? []);
}

/**
 * `{{snippet.dvt}}` names advice, not the symptom "dvt": a placeholder stands for sentences of its own, so it ends
 * the sentence before it, and a symptom and a route either side of it are not paired.
 */
export const withoutPlaceholders = (text: string) =>
  text.replace(/\{\{[^}\n]*\}\}/g, (found) => `.${' '.repeat(found.length - 1)}`);
