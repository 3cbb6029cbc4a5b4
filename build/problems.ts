/** One thing wrong with the content, reported as `file: field: message`. */
export interface Problem {
  file: string;
  field: string;
  message: string;
}

/** What a stage returns: its value and every problem it found, never thrown, so no stage hides another's. */
export interface Staged<T> {
  value: T;
  problems: Problem[];
}

export function formatProblem({ file, field, message }: Problem): string {
  return field ? `${file}: ${field}: ${message}` : `${file}: ${message}`;
}

/** Problems grouped by file (files in name order), each file's in the order the stages found them (sort is stable). */
export function sortProblems(problems: readonly Problem[]): Problem[] {
  return [...problems].sort((a, b) => a.file.localeCompare(b.file));
}

/** Thrown once, when the stages are done, with every problem they found. */
export class ContentError extends Error {
  readonly problems: readonly Problem[];
  constructor(problems: readonly Problem[]) {
    const sorted = sortProblems(problems);
    super(
      `${sorted.length} content problem${sorted.length === 1 ? '' : 's'}:\n${sorted.map(formatProblem).join('\n')}`,
    );
    this.name = 'ContentError';
    this.problems = sorted;
  }
}

/**
 * An internal assertion that fired: a bug in the build, never in the content (content problems are returned, not
 * thrown). It names what the build was working on, so the bug can be found from the message alone.
 */
export class BuildBug extends Error {
  readonly working: string;
  constructor(working: string, cause: unknown) {
    super(
      `a bug in the build (not in the content) while working on ${working}: ` +
        `${cause instanceof Error ? cause.message : String(cause)}`,
      { cause },
    );
    this.name = 'BuildBug';
    this.working = working;
  }
}

/** Runs `work`, turning anything it throws into a BuildBug that names `working` (a file, or an address). */
export function workingOn<T>(working: string, work: () => T): T {
  try {
    const value = work();
    return value instanceof Promise
      ? (value.catch((error: unknown) => Promise.reject(asBug(working, error))) as T)
      : value;
  } catch (error) {
    throw asBug(working, error);
  }
}

const asBug = (working: string, error: unknown) =>
  error instanceof BuildBug || error instanceof ContentError ? error : new BuildBug(working, error);

/** zod issue path to a readable field name: ['sections', 2, 'price'] → sections[2].price */
export function fieldName(path: readonly PropertyKey[]): string {
  return path.map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i === 0 ? '' : '.'}${String(key)}`)).join('');
}
