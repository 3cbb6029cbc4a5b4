/**
 * A collapsed list item opens when its name is clicked, not only by its small arrow: a receptionist clicked
 * "Physiotherapy" in the price list, and nothing happened until she found the arrow. The arrow, a button, stays the
 * keyboard's way in; the name is drawn as something to click (screen-layout.ts).
 */
export const ITEM_NAME = '[class*="NestedObjectLabel"]';

export function openItemsByName(root: Document = document): void {
  root.addEventListener('click', (event) => {
    const name = event.target instanceof Element ? event.target.closest(ITEM_NAME) : null;
    // The name sits under the item's bar, whose first button opens and closes it.
    name?.previousElementSibling?.querySelector('button')?.click();
  });
}
