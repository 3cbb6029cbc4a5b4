import { type Document, isMap, isScalar, isSeq, parseDocument, stringify } from 'yaml';

/**
 * Writing a value back into the YAML text it was read from, changing only the lines whose values changed: key
 * order, quoting, flow or block style, blank lines and comments stay as the file had them, so a saved change shows
 * in the history as the change it is. The yaml package keeps all of that in its document but re-spaces some lines
 * when it prints one (`{ a: 1 }` as `{a: 1}`), so its print is used only to find which lines changed.
 */
const PRINT = { lineWidth: 0, flowCollectionPadding: false } as const;

type Plain = Record<string, unknown>;
const isObject = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** Equal as data: the order of a map's keys does not matter, and a key set to undefined is no key. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b))
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameValue(x, b[i]));
  if (isObject(a) && isObject(b)) {
    const keys = (value: Plain) => Object.keys(value).filter((key) => value[key] !== undefined);
    const [left, right] = [keys(a), keys(b)];
    return left.length === right.length && left.every((key) => sameValue(a[key], b[key]));
  }
  return a instanceof Date || b instanceof Date ? String(a) === String(b) : a === b;
}

/** A new value's node; a list of plain values on one line, as the content files write tags. */
const created = (doc: Document, value: unknown) =>
  doc.createNode(value, { flow: Array.isArray(value) && !value.some((item) => typeof item === 'object') });

/** The node for `next`, reusing `node` (its style and comments) wherever the shapes still match. */
function update(doc: Document, node: unknown, next: unknown): unknown {
  if (isScalar(node) && !isObject(next) && !Array.isArray(next)) {
    if (!sameValue(node.value, next)) node.value = next;
    return node;
  }
  if (isMap(node) && isObject(next)) {
    for (const pair of [...node.items]) {
      const key = String(isScalar(pair.key) ? pair.key.value : pair.key);
      if (next[key] === undefined) node.delete(pair.key);
      else pair.value = update(doc, pair.value, next[key]);
    }
    for (const [key, value] of Object.entries(next))
      if (value !== undefined && !node.has(key)) node.set(key, created(doc, value));
    return node;
  }
  if (isSeq(node) && Array.isArray(next)) {
    node.items = next.map((item, i) => (i < node.items.length ? update(doc, node.items[i], item) : created(doc, item)));
    return node;
  }
  return created(doc, next);
}

/** Which lines of `after` are `before`'s (by their index there), by the longest common subsequence. */
function matchLines(before: string[], after: string[]): (number | undefined)[] {
  const rows = before.length + 1;
  const cols = after.length + 1;
  const longest = new Uint32Array(rows * cols);
  for (let i = before.length - 1; i >= 0; i--)
    for (let j = after.length - 1; j >= 0; j--)
      longest[i * cols + j] =
        before[i] === after[j]
          ? longest[(i + 1) * cols + j + 1]! + 1
          : Math.max(longest[(i + 1) * cols + j]!, longest[i * cols + j + 1]!);
  const matched: (number | undefined)[] = [];
  for (let i = 0, j = 0; j < after.length; ) {
    if (i < before.length && before[i] === after[j]) matched[j++] = i++;
    else if (i < before.length && longest[(i + 1) * cols + j]! >= longest[i * cols + j + 1]!) i++;
    else matched[j++] = undefined;
  }
  return matched;
}

/** `source` holding `next` instead of what it held, with every line whose value did not change left as it was. */
export function editYaml(source: string, next: unknown): string {
  const doc = parseDocument(source);
  if (source.trim() === '' || doc.errors.length > 0) return stringify(next, PRINT);
  if (sameValue(doc.toJS(), next)) return source;
  const before = doc.toString(PRINT).split('\n');
  doc.contents = update(doc, doc.contents, next) as typeof doc.contents;
  const after = doc.toString(PRINT).split('\n');
  const lines = source.split('\n');
  // The print and the file differ only within lines (spacing), so their lines correspond one to one.
  if (lines.length !== before.length) return after.join('\n');
  return matchLines(before, after)
    .map((index, j) => (index === undefined ? after[j] : lines[index]))
    .join('\n');
}
