/**
 * A field of a value whose shape the code reading it does not know: an item's field named by its collection's
 * definition, a data file's list, a JSON answer. Read without a cast, so nothing claims a shape it has not checked;
 * the caller narrows what it gets.
 */
export const fieldOf = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;

/** The text a field holds, or undefined when it holds anything else. */
export function textOf(value: unknown, key: string): string | undefined {
  const field = fieldOf(value, key);
  return typeof field === 'string' ? field : undefined;
}

/** Whether a value is an object of named fields (an item, an entry of a data file's list), not a list or a scalar. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
