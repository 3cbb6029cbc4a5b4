/** How soon a red flag's advice sends the reader, most urgent first. */
export const LEVELS = ['emergency', 'same-day', 'urgent', 'routine'] as const;
export type Level = (typeof LEVELS)[number];

/** What each level means, as the build's messages and the editor say it. */
export const LEVEL_WORDS: Record<Level, string> = {
  emergency: 'an emergency: 999 or A&E',
  'same-day': 'the same day',
  urgent: 'an urgent GP appointment or NHS 111',
  routine: 'routine',
};

/** Higher is more urgent. */
export const urgencyOf = (level: Level) => LEVELS.length - LEVELS.indexOf(level);

/** A mention of a covered symptom that gives no advice, allowed where it is, with the reason a clinician accepted. */
export interface AllowedMention {
  file: string;
  text: string;
  reason: string;
  /** Where the allowance is written, for a problem that says it is no longer needed. */
  field: string;
}

/** A red flag as the check reads it: its snippet's id, level and the symptom phrases it covers. */
export interface RedFlag {
  id: string;
  level: Level;
  covers: string[];
  mentions: AllowedMention[];
  /** Where the snippet is written: `[3]`, so `[3].covers[1]` names a phrase. */
  field: string;
}

/** The red flags and the data file they are written in. */
export interface RedFlags {
  file: string;
  flags: RedFlag[];
  /** Snippets the site's frame gives on every page (its footer), which a body would only repeat. */
  onEveryPage: string[];
}

/**
 * Text as a phrase is compared with it: lower case, typographic quotes and dashes made plain, emphasis and
 * quotation marks dropped and every run of spaces one space.
 */
export const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u2010-\u2014]/g, '-')
    .replace(/[*_"\u201c\u201d]/g, '')
    // Single spaces, by far the most, are left as they are: only other spacing is rewritten.
    .replace(/\s{2,}|[^\S ]/g, ' ');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Phrases as one pattern: whole words only, so "collapse" is not found in "collapsed lung" by accident of spelling. */
export const phrasePattern = (...phrases: string[]) =>
  new RegExp(`\\b(?:${phrases.map((phrase) => escapeRegExp(normalise(phrase))).join('|')})(?![a-z0-9])`, 'g');

/** A phrase as words between spaces: one holding another's words (`x.includes(y)`) names it too. */
export const asWords = (phrase: string) => ` ${normalise(phrase).trim()} `;

/**
 * Routes lower than a red flag's, as prose words them: an ordinary visit, advice to seek, a wait of days.
 * Urgent routes (999, A&E, NHS 111, an urgent GP) are refused in prose by another rule, so only these remain
 * for prose to lower a red flag with.
 */
const LOWER_ROUTES: [Level, RegExp][] = [
  ['same-day', /\b(?:the same day|same-day|within 24 hours)\b/],
  [
    'routine',
    new RegExp(
      [
        String.raw`\b(?:see|seeing|visit|speak to|talk to|tell|let|ask|contact|consult|` +
          String.raw`check with|checked by|assessed by|examined by)` +
          String.raw`\b[^.!?;:]*?\b(?:gp|doctor|physiotherapist|physio|pharmacist)s?\b`,
        String.raw`\bgp (?:soon|first)\b`,
        String.raw`\b(?:seek|get|ask for) (?:medical |professional |further |some )?(?:advice|help|attention)\b`,
        String.raw`\b(?:get|have) (?:it |this |them )?(?:checked|looked at|assessed)\b`,
        String.raw`\bwithin (?:a few |several |two |three |a couple of )?(?:days|weeks)\b`,
      ].join('|'),
    ),
  ],
];

/** The lower routes a sentence gives, with the level each stands for. */
export function lowerRoutesIn(sentence: string): { route: string; level: Level }[] {
  const text = normalise(sentence);
  return LOWER_ROUTES.flatMap(([level, pattern]) => {
    const found = text.match(pattern)?.[0];
    return found ? [{ route: found, level }] : [];
  });
}
