/**
 * A save loads the page again (read-back.ts), which folded every list item and scrolled the form to its top: the
 * items that were open, and how far the form was scrolled, are kept over that load, so the form comes back as it was
 * left. Items are known by their order in the form: the load reads the same file the save wrote, so the order holds.
 */
const VIEW_KEY = 'editor-view';
/** The form's own scrolling pane beside the preview; on a phone the page itself scrolls. */
const PANE = '[class*="ControlPaneContainer"]';
/** Each list item's bar, whose first button opens and folds it. */
const ITEM_BAR = '[class*="StyledListItemTopBar"]';
/** How long the form may take to be drawn again after the load. */
const DRAWN_MS = 10_000;
/** How long after the view is put back Decap may still draw the form afresh. */
const SETTLED_MS = 1_000;

interface View {
  hash: string;
  open: number[];
  pane: number;
  page: number;
}

const toggles = () =>
  [...document.querySelectorAll(ITEM_BAR)].flatMap((bar) => bar.querySelector<HTMLElement>('button') ?? []);
/** A folded item's arrow is turned a quarter; an open one's is not. */
const isOpen = (toggle: HTMLElement) => {
  const arrow = toggle.querySelector('span');
  return !!arrow && ['none', 'matrix(1, 0, 0, 1, 0, 0)'].includes(getComputedStyle(arrow).transform);
};

/** Notes which items are open and how far the form is scrolled, for the page the save is about to load. */
export function keepView(): void {
  const open = toggles().flatMap((toggle, index) => (isOpen(toggle) ? [index] : []));
  const view: View = { hash: location.hash, open, pane: document.querySelector(PANE)?.scrollTop ?? 0, page: scrollY };
  sessionStorage.setItem(VIEW_KEY, JSON.stringify(view));
}

const drawn = async <T>(find: () => T | undefined): Promise<T | undefined> => {
  for (const until = Date.now() + DRAWN_MS; Date.now() < until; await new Promise((done) => setTimeout(done, 50))) {
    const found = find();
    if (found !== undefined) return found;
  }
  return undefined;
};

/** Opens the items that were open, in the form's order (an item inside another after it), and scrolls back. */
async function applyView(view: View): Promise<boolean> {
  for (const index of view.open) {
    const toggle = await drawn(() => toggles()[index]);
    if (toggle && !isOpen(toggle)) toggle.click();
  }
  const pane = await drawn(() => document.querySelector(PANE) ?? undefined);
  // The opened items are drawn on the next frame; only then is the form long enough to scroll back down.
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  if (pane) pane.scrollTop = view.pane;
  scrollTo(0, view.page);
  return !!pane;
}

/**
 * Whether the form still shows the view: Decap can draw a form once more just after it opens, folded at the top, and
 * a long text may not yet be drawn in full when the form is scrolled back, which then stops short (About, after a
 * save, came back at its top).
 */
const stillShown = (view: View) => {
  const shown = toggles();
  const pane = document.querySelector(PANE)?.scrollTop ?? 0;
  return (
    view.open.every((index) => shown[index] && isOpen(shown[index])) &&
    scrollY === view.page &&
    Math.abs(pane - view.pane) < 2
  );
};

/** The view kept over the load, put back, and again if Decap draws the form afresh just after. */
export async function restoreView(): Promise<void> {
  const kept = sessionStorage.getItem(VIEW_KEY);
  sessionStorage.removeItem(VIEW_KEY);
  if (kept === null) return;
  const view = JSON.parse(kept) as View;
  if (view.hash !== location.hash) return;
  for (let tries = 0; tries < 3; tries++) {
    if (!(await applyView(view))) return;
    await new Promise((done) => setTimeout(done, SETTLED_MS));
    if (stillShown(view)) return;
  }
}
