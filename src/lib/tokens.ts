export type TokenValues = Readonly<Record<string, string>>;

const TOKEN = /\{\{\s*([\w.-]+)\s*\}\}/g;

/**
 * Replaces {{name}} tokens with site-config values so contact details live in one file.
 * Unknown tokens are reported rather than left in the page.
 */
export function expandTokens(text: string, values: TokenValues): { text: string; unknown: string[] } {
  const unknown: string[] = [];
  const expanded = text.replace(TOKEN, (match, name: string) => {
    // Own keys only: {{constructor}} must be unknown, not Object's constructor.
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (value === undefined) {
      unknown.push(name);
      return match;
    }
    return value;
  });
  return { text: expanded, unknown };
}
