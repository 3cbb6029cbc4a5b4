/** One thing wrong with the content, reported as `file: field: message`. */
export interface Problem {
  file: string;
  field: string;
  message: string;
}

export function formatProblem({ file, field, message }: Problem): string {
  return field ? `${file}: ${field}: ${message}` : `${file}: ${message}`;
}

/** Thrown when content is invalid; carries every problem found, not just the first. */
export class ContentError extends Error {
  constructor(readonly problems: readonly Problem[]) {
    super(`${problems.length} content problem${problems.length === 1 ? '' : 's'}:\n${problems.map(formatProblem).join('\n')}`);
    this.name = 'ContentError';
  }
}

/** zod issue path to a readable field name: ['sections', 2, 'price'] → sections[2].price */
export function fieldName(path: readonly PropertyKey[]): string {
  return path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i === 0 ? '' : '.'}${String(key)}`))
    .join('');
}
