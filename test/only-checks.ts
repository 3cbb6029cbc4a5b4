import type { Check } from './check-pool';

/** The comma-separated values after `option` in `argv` (`--only build,links`), or undefined when it is not given. */
export function optionList(argv: string[], option: string): string[] | undefined {
  const at = argv.indexOf(option);
  if (at === -1) return undefined;
  const value = argv[at + 1];
  if (value === undefined || value.startsWith('--')) throw new Error(`${option} needs a value: ${option} <a>,<b>`);
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** Whether `item` of a list of checks names the check `name`: `unit` stands for each part of the unit tests. */
const names = (item: string, name: string) => item === name || (item === 'unit' && /^unit \d+\/\d+$/.test(name));

/**
 * The checks named, in their order, with what they need (the build, for those that read it): a check left out
 * for its name would fail for want of its need instead of running. A name no check has stops the run, so a shard or
 * a selection that names a check since renamed says so rather than running less.
 */
export function checksNamed<C extends Pick<Check, 'name' | 'needs'>>(checks: C[], items: string[]): C[] {
  const unknown = items.filter((item) => !checks.some((check) => names(item, check.name)));
  if (unknown.length)
    throw new Error(`No check is named ${unknown.join(', ')}; the checks are ${checks.map((c) => c.name).join(', ')}`);
  const wanted = new Set(checks.filter((check) => items.some((item) => names(item, check.name))).map((c) => c.name));
  for (const check of checks) if (wanted.has(check.name)) check.needs?.forEach((need) => wanted.add(need));
  return checks.filter((check) => wanted.has(check.name));
}
