/**
 * A number field keeps its value under the mouse wheel. A browser turns the wheel over a focused number field into
 * steps of its value, so scrolling down the price list past a price just typed changed it (a home visit from 95 to
 * 90), and the next save would have published that. The field gives up its focus as the wheel starts, before the
 * browser's step, so the wheel scrolls the page as it does everywhere else.
 */
export function ignoreWheelOnNumbers() {
  document.addEventListener(
    'wheel',
    (event) => {
      const field = event.target;
      if (field instanceof HTMLInputElement && field.type === 'number' && field === document.activeElement)
        field.blur();
    },
    { capture: true, passive: true },
  );
}
