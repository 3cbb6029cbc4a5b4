import type { TokenValues } from './tokens';
import { escapeRegExp } from './text';

/**
 * The placeholders a writer inserts from the browser editor's menu rather than typing them: clinical snippets,
 * fees, and the other site facts. Made from the placeholders' values, so a new fee or snippet is offered as soon
 * as it is in its data file. Ids match EDITOR_COMPONENTS in build/editor/editor-config.ts.
 */
export interface PlaceholderMenu {
  id: string;
  label: string;
  /** Each placeholder's name (`fee.home-visit`) and what the writer reads in the menu. */
  choices: { value: string; label: string }[];
}

const MENU_LABEL_LENGTH = 70;

const shorten = (text: string) =>
  text.length > MENU_LABEL_LENGTH ? `${text.slice(0, MENU_LABEL_LENGTH - 1).trimEnd()}…` : text;

/**
 * The menus, each choice read as its name in words and its value (`Home visit, 60 minutes: £95`); `words` names
 * the placeholders, and one it does not name is shown by its own name.
 */
export function placeholderMenus(values: TokenValues, words: Record<string, string> = {}): PlaceholderMenu[] {
  const names = Object.keys(values).sort();
  const choice = (name: string, label: string) => ({ value: name, label: shorten(label) });
  // A value that is markup (the booking button) is shown as the words a visitor reads, never its tags.
  const named = (name: string, own: string) => {
    const word = words[name] ?? own;
    const value = String(values[name]).replace(/<[^>]*>/g, '');
    return choice(name, word ? `${word}: ${value}` : value);
  };
  const within = (prefix: string) => names.filter((name) => name.startsWith(`${prefix}.`));
  const grouped = new Set([...within('snippet'), ...within('fee')]);
  return [
    {
      id: 'clinical-snippet',
      label: 'Clinical advice',
      // Clinical advice is known by its words, not by the code pages name it by ("dvt").
      choices: within('snippet').map((name) => named(name, '')),
    },
    {
      id: 'fee',
      label: 'Fee',
      choices: within('fee').map((name) => named(name, name.slice(4))),
    },
    {
      id: 'placeholder',
      label: 'Clinic detail',
      choices: names.filter((name) => !grouped.has(name)).map((name) => named(name, name)),
    },
  ];
}

/** How a placeholder is written in Markdown, as the build reads it (src/lib/tokens.ts). */
export const placeholderText = (name: string) => `{{${name}}}`;

/**
 * A paragraph that is one of this menu's placeholders, as the editor recognises an inserted one. Each menu matches
 * only its own names: the editor hands a paragraph to the first menu whose pattern matches, and a menu handed
 * another's placeholder could not show it, so what was typed after it would be lost.
 */
export function menuPattern(menu: PlaceholderMenu): RegExp {
  if (menu.choices.length === 0) return /(?!)/;
  const names = menu.choices.map((choice) => escapeRegExp(choice.value)).join('|');
  return new RegExp(`^\\{\\{\\s*(${names})\\s*\\}\\}$`);
}
