import type { EnginePage } from './engines/index';

/**
 * What stands in a receptionist's way on the editor's screen shown now, on a phone: the page wider than the window
 * (so it scrolls sideways), the save button or the way back off the screen or under something else, and a control
 * smaller than a finger's 24 px (WCAG 2.2, 2.5.8). Nothing, in a list of words, when the screen is usable.
 */
export function phoneProblems(page: EnginePage): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const [width, height] = [window.innerWidth, window.innerHeight];
    const wide = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
    if (wide > width) problems.push(`the page is ${wide} px wide in a window of ${width} px`);
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || el.id).trim().slice(0, 30)}"`;
    // The editing screen's save button (whatever its word) and the way back to the list, in Decap's bar.
    const bar = ['[class*="ToolbarSectionMain"] :is(button, [role="button"])', '[class*="ToolbarSectionBackLink"]'];
    for (const selector of bar) {
      const el = document.querySelector(selector);
      if (!el) continue;
      const box = el.getBoundingClientRect();
      const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
      const inside = box.left >= 0 && box.top >= 0 && box.right <= width && box.bottom <= height;
      if (!inside || !el.contains(document.elementFromPoint(x, y)))
        problems.push(`${describe(el)} is off the screen or covered`);
    }
    // A section of the bar whose border on the right meets the window's edge draws a thin line down it.
    for (const el of document.querySelectorAll('[class*="ToolbarContainer"] > *')) {
      const edge = Math.round(el.getBoundingClientRect().right) >= width;
      if (edge && Number.parseFloat(getComputedStyle(el).borderRightWidth) > 0)
        problems.push(`${describe(el)} draws a line down the right edge`);
    }
    // Every control shown, by the box a finger presses: a select's whole box, not the input growing inside it, a
    // switch's button, and the button a menu's opener holds. Links in the text of a Markdown field are words of a
    // sentence, which WCAG leaves out.
    const controls = '#nc-root :is(a, button, input, select, textarea, [role="button"], [role="switch"])';
    for (const el of document.querySelectorAll(controls)) {
      if (el.closest('[data-slate-editor]') || (el as HTMLInputElement).type === 'hidden') continue;
      const target = el.querySelector('button') ?? el.closest('[class*="-control"], button, a') ?? el;
      const box = target.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.bottom < 0 || box.top > height) continue;
      if (box.width < 24 || box.height < 24)
        problems.push(`${describe(target)} is ${Math.round(box.width)} by ${Math.round(box.height)} px`);
    }
    return [...new Set(problems)];
  });
}
