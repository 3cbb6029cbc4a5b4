/**
 * The spec's slug rule: lowercase; runs of non-alphanumeric characters collapse
 * to one hyphen; leading and trailing hyphens are trimmed.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Team member slugs follow the spec literally: the name lowercased, spaces turned into hyphens. */
export function teamMemberSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}
