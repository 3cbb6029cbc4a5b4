/**
 * Decap's screens laid out again by the admin page's inline style (editor-files.ts): on a phone, so a receptionist can
 * change a fee, the opening hours or a typo at 390 px, and at any width, so the Markdown toolbar covers no line.
 *
 * Decap's lists of collections and items already stack on a narrow screen; its editing screen does not. It is drawn
 * at least 800 px wide, the form beside its preview, with the save button and the way back in a bar across the top,
 * so on a phone the page scrolls sideways and Save is off the screen. Below 800 px the rules here make that screen
 * the width of the window: the bar wraps onto a second row, the form takes the whole width and the preview, which
 * has no room beside it, is not drawn (the site itself shows the change a moment after a save).
 *
 * Decap styles itself with emotion, whose class names hold the names of its components
 * (`css-1gtfcgu-ToolbarContainer`): the rules find Decap's parts by those names, which stay the same for the vendored
 * version. The editor's browser tests at 390 px fail if a part is no longer found (the page would scroll sideways,
 * or Save be off the screen).
 */

/** Decap's editing screen is drawn at least this wide (its `min-width`); narrower windows get the rules below. */
const DECAP_EDITOR_MIN_PX = 800;

/** The smallest side, in CSS pixels, of a control a finger presses (WCAG 2.2's target size, 2.5.8). */
const TARGET_PX = 24;

/**
 * Decap's part by a component name in its class: emotion joins the names of the styles it combines
 * (`css-1gn4qo4-ToolbarSectionMain-toolbarSection`), and a second class always follows.
 */
const part = (name: string) => `:is([class*="-${name}-"],[class*="-${name} "])`;

/** A selector and its declarations. */
type Rule = [selector: string, style: string];

/** On a window narrower than Decap's editing screen. */
const PHONE_RULES: Rule[] = [
  // The screen fills the window instead of its 800 px, and the bar above the form takes the height it needs: the
  // screen becomes a column, the bar on top and the form under it, rather than the form held 66 px down.
  [part('EditorContainer'), 'min-width:0;width:auto;right:0;display:flex;flex-direction:column;padding-top:0'],
  [part('ToolbarContainer'), 'position:relative;min-width:0;height:auto;flex-wrap:wrap;flex:none'],
  // The way back and whether the form is saved, on a row of their own; the save button and View Live under them.
  // Its border on the right, which parts it from the save button beside it on a wide screen, ran down the window's
  // edge here as a thin line.
  [
    part('ToolbarSectionBackLink'),
    'flex:1 0 100%;height:56px;padding:0 12px;border-bottom:1px solid #dfdfe3;border-right:0',
  ],
  [part('ToolbarSectionMain'), 'flex:1 1 auto;height:auto;min-height:52px;padding:0 4px;flex-wrap:wrap'],
  // The site's address and the account menu: the site is one press away under View Live, the account on the lists.
  [part('ToolbarSectionMeta'), 'display:none'],
  [`${part('EditorContainer')}>${part('Editor')}`, 'flex:1 1 auto;min-height:0;height:auto;width:100%'],
  // The form alone, the whole width: the preview pane, the bar between the panes and the buttons that show the
  // preview or scroll it with the form are not drawn. Decap sets the form pane's width in its style attribute.
  [`${part('StyledSplitPane')}>div:first-child`, 'width:100%!important'],
  [`${part('StyledSplitPane')}>:is(span,div:last-child),${part('ViewControls')}`, 'display:none'],
  // A list keeps 14 px inside its border on each side, here 4 px: the price list's fields, in a list of items in a
  // list of sections, had 230 px of the 390.
  [`${part('ControlContainer')}>div:has(>${part('TopBarContainer')})`, 'padding:0 4px 8px'],
  // Its bar ("6 sections", Add) reaches out over that padding as Decap draws it over its 14 px, not past the border.
  [`${part('ControlContainer')}>div>${part('TopBarContainer')}`, 'margin-left:-4px;margin-right:-4px'],
  // Buttons a finger presses, at least the target size: a list item's open and close, Add, a photo's buttons, the
  // Rich Text switch and View Live, which Decap draws 16 to 21 px tall.
  [
    ['TopBarButton', 'AddButton', 'FileWidgetButton', 'FileWidgetButtonRemove', 'ToolbarToggle', 'PreviewLink']
      .map(part)
      .join(','),
    `min-width:${TARGET_PX}px;min-height:${TARGET_PX}px;box-sizing:border-box`,
  ],
  [['AddButton', 'PreviewLink'].map(part).join(','), 'display:inline-flex;align-items:center'],
];

/**
 * At any width, a line of a Markdown field scrolled into view stops below the field's toolbar, which stays at the top
 * of the form while the text scrolls under it: at 820 px, where the form is half the window, the toolbar wraps onto
 * three rows, 130 px, and covered the line brought into view (a sentence with a fee, in the test).
 */
const MARKDOWN_TOOLBAR_PX = 140;
/**
 * The note the page shows until Decap has drawn its screen, which takes a second or two of a 5 MB script, and again
 * on the reload after each save (read-back.ts): the window was white meanwhile, as if something had broken.
 */
export const OPENING_CLASS = 'editor-opening';
const EVERY_WIDTH: Rule[] = [
  [part('ControlPaneContainer'), `scroll-padding-top:${MARKDOWN_TOOLBAR_PX}px`],
  // The sign-in page shows the clinic's logo (the configuration's `logo_url`), and not Decap's mark below it.
  [part('NetlifyCreditIcon'), 'display:none'],
  // A collapsed list item's name opens it (open-by-name.ts), so it looks like something to click.
  [part('NestedObjectLabel'), 'cursor:pointer'],
  // View Live is not offered for a draft, which the live site does not show: the preview beside it says so.
  [
    `${part('EditorContainer')}:has([id^="published-field-"][aria-checked="false"]) ${part('PreviewLink')}`,
    'display:none',
  ],
  [`.${OPENING_CLASS}`, 'margin:30vh 16px 0;text-align:center;font:1.125rem/1.5 system-ui,sans-serif;color:#33414d'],
];

/**
 * The admin page's inline style: the rules above, those for a phone on a window narrower than Decap's editing
 * screen, each inside the element Decap draws into, whose id outweighs emotion's single class (its rules come later
 * in the page).
 */
const inside = (rules: Rule[]) => rules.map(([selector, style]) => `#nc-root :is(${selector}){${style}}`).join('');
const onPhone = `@media (max-width:${DECAP_EDITOR_MIN_PX - 1}px)`;
/**
 * The save button's arrow: Decap draws one on the button because it opens a menu, but a press of it saves at once
 * (one-click-save.ts), so the arrow promised a menu that never came, and a receptionist pressing it to look saved.
 */
const SAVE_BUTTON = `#nc-root :is(${part('PublishButton')},${part('PublishedToolbarButton')})`;
// The room the arrow had on the right goes too, so the word sits in the middle.
const NO_SAVE_ARROW = `${SAVE_BUTTON}::after{display:none}${SAVE_BUTTON}{padding-right:20px}`;
export const EDITOR_LAYOUT_CSS = `${inside(EVERY_WIDTH)}${NO_SAVE_ARROW}${onPhone}{${inside(PHONE_RULES)}}`;
