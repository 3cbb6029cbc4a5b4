/**
 * Tags are written in lower case, as editors type them, so that "Running" and "running" are one tag. Shown, a word
 * keeps the spelling it has in a sentence: an acronym in capitals, a place or a name capitalised, an apostrophe where
 * the tag's plain letters leave it out. The address keeps the tag as it is.
 */
const SPELLED: Readonly<Record<string, string>> = {
  acl: 'ACL',
  achilles: 'Achilles',
  balham: 'Balham',
  clapham: 'Clapham',
  earlsfield: 'Earlsfield',
  pilates: 'Pilates',
  putney: 'Putney',
  'raynes park': 'Raynes Park',
  southfields: 'Southfields',
  tooting: 'Tooting',
  wandsworth: 'Wandsworth',
  wimbledon: 'Wimbledon',
  womens: "women's",
};

/** Whole words only, longest first, so a place of two words is matched whole. */
const SPELLED_WORDS = new RegExp(
  `\\b(${Object.keys(SPELLED)
    .sort((a, b) => b.length - a.length)
    .join('|')})\\b`,
  'gi',
);

/** A tag or category's words as a sentence has them mid-way: "womens health" → "women's health", "acl" → "ACL". */
export function topicWords(name: string): string {
  return name.replace(SPELLED_WORDS, (words) => SPELLED[words.toLowerCase()] ?? words);
}

/** A tag or category as a heading or link shows it, in sentence case: "acl" → "ACL", "running" → "Running". */
export function topicLabel(name: string): string {
  const words = topicWords(name);
  return words.charAt(0).toUpperCase() + words.slice(1);
}
