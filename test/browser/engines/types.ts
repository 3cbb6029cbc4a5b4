/** The browser engines the cross-engine tests run in. */
export const ENGINE_NAMES = ['chromium', 'firefox', 'webkit'] as const;
export type EngineName = (typeof ENGINE_NAMES)[number];

/** A key as Playwright names it: 'Tab', 'Enter', 'Escape', 'ArrowDown', ' ', or a character. */
export type Key = string;

/**
 * What each engine's driver provides: trusted input, navigation and evaluating a script.
 * Everything else a test needs is built on these in `EnginePage`, once for all engines.
 */
export interface Driver {
  goto(url: string): Promise<void>;
  /** Evaluates a JavaScript expression in the page, awaiting a promise, and returns its JSON value. */
  run<T>(expression: string): Promise<T>;
  click(selector: string): Promise<void>;
  /** Types into whatever has focus. */
  type(text: string): Promise<void>;
  press(key: Key): Promise<void>;
  hover(selector: string): Promise<void>;
  /** Moves the pointer to a point of the viewport, away from any menu. */
  pointerAt(x: number, y: number): Promise<void>;
  /** Turns the mouse wheel over a point of the viewport by `deltaY` pixels (down when positive). */
  wheel(x: number, y: number, deltaY: number): Promise<void>;
  resize(width: number, height: number): Promise<void>;
  screenshot(file: string): Promise<void>;
  /**
   * Answers each question a page asks (`confirm`, and whether to leave a page with unsaved changes) with `answer`,
   * given its words ('' for leaving); Chromium's and Firefox's drivers only, whose tests of the editor meet them.
   */
  onDialog?(answer: (message: string) => boolean): void;
  close(): Promise<void>;
}

/** A browser started once per process; each test opens fresh pages in it with their own storage. */
export interface Engine {
  name: EngineName;
  newDriver(width: number, height: number): Promise<Driver>;
  close(): Promise<void>;
}
