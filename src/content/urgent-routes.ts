import type { Fact } from './registry';

/** Words that make a GP or a fracture clinic an urgent route rather than a routine one. */
const URGENCY = 'urgent(?:ly)?|same[- ]day|the same day|today|immediately|straight away|right away|promptly';
const URGENT_CARE = 'GPs?|fracture clinic';

/**
 * Every way prose sends a reader to urgent care: 999, A&E, an urgent treatment centre, NHS 111, or a
 * GP or fracture clinic with a word that makes it urgent in the same sentence.
 */
export const URGENT_ROUTE = [
  String.raw`\b999\b`,
  String.raw`\bA&(?:amp;)?E\b`,
  String.raw`\baccident and emergency\b`,
  String.raw`\bemergency department\b`,
  String.raw`\burgent treatment cent(?:re|er)s?\b`,
  String.raw`\bwalk-in cent(?:re|er)s?\b`,
  String.raw`\bminor injur(?:y|ies) units?\b`,
  // NHS 111 by name or by how it is reached: a bare number is as often a count as a route.
  String.raw`\b(?:NHS|call|calling|ring|ringing|dial|phone|contact|or)\s+111\b|\b111\.nhs\.uk\b|\b111 online\b`,
  String.raw`\b(?:${URGENT_CARE})\b[^.!?\n]*?\b(?:${URGENCY})\b`,
  String.raw`\b(?:${URGENCY})\b[^.!?\n]*?\b(?:${URGENT_CARE})\b`,
].join('|');

/**
 * An urgent route is a clinical fact like a fee: written once, in the snippet of its red flag, which
 * names the NHS or NICE page it follows. The same symptom then has one route on every page, and a
 * change after the next review reaches them all. A route written in prose is refused wherever it is.
 */
export const urgentRouteFact: Fact = {
  literal: 'an urgent route',
  pattern: URGENT_ROUTE,
  prose: true,
  placeholder: 'the {{snippet.<id>}} of its red flag from snippets.yaml (add one there, naming its NHS or NICE page)',
  what: "an urgent route written in prose, which only a red flag's snippet may give",
};
