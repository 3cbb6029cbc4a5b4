/**
 * One part of a list split n ways, as `k/n`: every n-th item from the k-th. Every item is in exactly one part,
 * whatever n, and parts taken in the order of a sorted list share out its long items (a folder's heavy files sit
 * side by side, so they fall in different parts).
 */
export interface Part {
  index: number;
  of: number;
}

/** `2/3` as a part; `what` names where it came from, for the error a bad one gets. */
export function parsePart(asked: string, what: string): Part {
  const match = /^(\d+)\/(\d+)$/.exec(asked.trim());
  const index = Number(match?.[1]);
  const of = Number(match?.[2]);
  if (!match || index < 1 || index > of)
    throw new Error(`${what} is "${asked}": write it as k/n, with k from 1 to n, such as 2/3`);
  return { index, of };
}

export const inPart = <T>(items: T[], { index, of }: Part): T[] => items.filter((_, i) => i % of === index - 1);
