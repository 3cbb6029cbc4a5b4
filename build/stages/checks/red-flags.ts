import { type ProseBlock, proseBlocks } from '../../../src/lib/prose';
import {
  LEVEL_WORDS,
  lowerRoutesIn,
  normalise,
  type RedFlag,
  type RedFlags,
  urgencyOf,
} from '../../../src/lib/red-flags';
import type { AnyContent, Prose } from '../../model';
import type { Problem } from '../../problems';
import { memoisedByParts, memoisedEach, sameValue } from '../../reuse/memory';
import {
  levelConflicts,
  namedIn,
  namesAny,
  type PhraseIndex,
  phraseIndex,
  withoutPlaceholders,
} from './red-flag-phrases';

const SNIPPET = /\{\{\s*snippet\.([a-z0-9-]+)\s*\}\}/g;
const placeholder = (id: string) => `{{snippet.${id}}}`;

/**
 * Each snippet says how urgent its advice is and which symptoms it covers. A paragraph naming a covered symptom gives
 * its snippet, so the reader always gets the reviewed route; a symptom has one level; no sentence pairs it with a
 * lower route ("see your GP soon"). A mention giving no advice is allowed where the data file lists it with a reason.
 */
export function checkRedFlags(content: AnyContent, redFlags: RedFlags | undefined): Problem[] {
  if (!redFlags) return [];
  const phrases = phrasesOf(redFlags.flags);
  const everyPage = sameOnEveryPage(redFlags.onEveryPage);
  const entries = Object.values(content.entries).flat();
  const checked = entries.map(({ file, body, bodyLine }) => flagsIn(file, phrases, everyPage, body, bodyLine));
  const inProse = checked.flatMap(({ problems }) => problems);
  const used = new Set(checked.flatMap((entry) => [...entry.used]));
  const files = new Set(entries.map((entry) => entry.file));
  const stale = redFlags.flags.flatMap(({ mentions }) =>
    mentions
      .filter((mention) => files.has(mention.file) && !used.has(mention.field))
      .map(({ file, text, field }) => ({
        file: redFlags.file,
        field,
        message: `${file} no longer says "${text}" beside a symptom this snippet covers: remove the allowance`,
      })),
  );
  return [...levelsOf({ file: redFlags.file, flags: redFlags.flags }), ...inProse, ...stale];
}

/** Reused while the snippets' data is, so only an edited body is read again. */
const phrasesOf = memoisedByParts('red-flag phrases', phraseIndex);

const sameOnEveryPage = sameValue<readonly string[]>('red flags on every page');

/** Symptoms given two levels: checked again only when the snippets' data changes. */
const levelsOf = memoisedByParts('red-flag levels', levelConflicts);

/** One body's problems and the allowances it uses: reused while its text and the index are unchanged. */
const flagsIn = memoisedEach(
  'red flags',
  (file, phrases: PhraseIndex, everyPage: readonly string[], body: string, bodyLine?: number) => {
    const prose = { file, body, bodyLine };
    const used = new Set<string>();
    return { problems: [...givenTwice(prose, everyPage), ...checkEntry(prose, phrases, used)], used };
  },
);

/** Each piece of advice once on a page: no snippet twice, nor one the frame gives on every page (the footer's). */
function givenTwice(entry: Prose, onEveryPage: readonly string[]): Problem[] {
  const first = new Map<string, number>();
  const line = (i: number) => `line ${(entry.bodyLine ?? 1) + i}`;
  return entry.body.split('\n').flatMap((text, i) =>
    [...text.matchAll(SNIPPET)].flatMap(([written, id = '']) => {
      const earlier = first.get(id);
      if (earlier === undefined) first.set(id, i);
      const message = onEveryPage.includes(id)
        ? `${written} is on every page already, in its footer: leave it out of the body`
        : earlier !== undefined
          ? `${written} is already given on ${line(earlier)}: give each piece of advice once on a page`
          : undefined;
      return message ? [{ file: entry.file, field: line(i), message }] : [];
    }),
  );
}

function checkEntry(entry: Prose, phrases: PhraseIndex, used: Set<string>): Problem[] {
  // Most bodies name no covered symptom at all: one search of the whole body rules them out.
  if (!namesAny(phrases, normalise(withoutPlaceholders(entry.body)))) return [];
  const field = (line: number) => `line ${(entry.bodyLine ?? 1) + line}`;
  const blocks = proseBlocks(entry.body);
  return blocks
    .flatMap((block, b) => {
      const raw = withoutPlaceholders(block.lines.join('\n'));
      const given = new Set([...readTogether(blocks, b).matchAll(SNIPPET)].map((match) => match[1] ?? ''));
      const text = normalise(raw);
      if (!namesAny(phrases, text)) return [];
      const allowed = (phrase: string, flags: readonly RedFlag[]) => {
        const allowance = allowanceFor(entry.file, text, phrase, flags);
        if (allowance) used.add(allowance);
        return allowance !== undefined;
      };
      // The line a phrase is on; one a line break splits is reported on the block's first line.
      const lineOf = (pattern: RegExp) =>
        block.line +
        Math.max(
          0,
          block.lines.findIndex((line) => normalise(line).search(pattern) >= 0),
        );
      const missing = missingAdvice(text, phrases, given, allowed).map(({ pattern, message }) => ({
        line: lineOf(pattern),
        message,
      }));
      const lowered = raw
        .split('\n')
        .flatMap((line, i) =>
          lowerRoutes(line, phrases, allowed).map((message) => ({ line: block.line + i, message })),
        );
      return [...missing, ...lowered];
    })
    .sort((a, b) => a.line - b.line)
    .map(({ line, message }) => ({ file: entry.file, field: field(line), message }));
}

/** Each covered symptom a block names without the snippet of its red flag: once per snippet it needs. */
function missingAdvice(
  text: string,
  phrases: PhraseIndex,
  given: ReadonlySet<string>,
  allowed: (phrase: string, flags: readonly RedFlag[]) => boolean,
): { pattern: RegExp; message: string }[] {
  const reported = new Set<string>();
  return namedIn(text, phrases).flatMap(({ phrase, pattern, flags }) => {
    const key = flags.map(({ id }) => id).join(' ');
    if (flags.some(({ id }) => given.has(id)) || reported.has(key) || allowed(phrase, flags)) return [];
    reported.add(key);
    const write = flags.map(({ id }) => placeholder(id)).join(' or ');
    const level = flags[0] ? LEVEL_WORDS[flags[0].level] : '';
    const message =
      `"${phrase}" is a red flag (${level}) named without its advice: write ${write} in this paragraph, or, ` +
      'if this mention gives no advice, allow it under the snippet in the data file with its reason';
    return [{ pattern, message }];
  });
}

/**
 * A lead-in ending in a colon ("After a fall:", "Look out for these:") and the block after it are one piece of
 * advice, whichever of the two gives the snippet.
 */
function readTogether(blocks: readonly ProseBlock[], b: number): string {
  const text = (i: number) => blocks[i]?.lines.join('\n') ?? '';
  const leadsOn = (i: number) => text(i).trimEnd().endsWith(':');
  return [leadsOn(b - 1) ? text(b - 1) : '', text(b), leadsOn(b) ? text(b + 1) : ''].join('\n');
}

/** The field of the allowance that lets this mention stand, if one does. */
function allowanceFor(file: string, text: string, phrase: string, flags: readonly RedFlag[]): string | undefined {
  for (const flag of flags)
    for (const mention of flag.mentions) {
      const allowed = normalise(mention.text);
      if (mention.file === file && text.includes(allowed) && allowed.includes(phrase)) return mention.field;
    }
  return undefined;
}

/** Each sentence of a line that sends a covered symptom somewhere less urgent than its snippet does. */
function lowerRoutes(
  line: string,
  phrases: PhraseIndex,
  allowed: (phrase: string, flags: readonly RedFlag[]) => boolean,
): string[] {
  return line.split(/(?<=[.!?])\s+/).flatMap((sentence) => {
    const routes = lowerRoutesIn(sentence);
    for (const { phrase, flags } of routes.length ? namedIn(normalise(sentence), phrases) : [])
      for (const flag of allowed(phrase, flags) ? [] : flags)
        for (const { route, level } of routes)
          if (urgencyOf(level) < urgencyOf(flag.level))
            return [
              `"${route}" sends "${phrase}" to a lower route than its red flag (${LEVEL_WORDS[flag.level]}): ` +
                `leave the route to ${placeholder(flag.id)}`,
            ];
    return [];
  });
}
