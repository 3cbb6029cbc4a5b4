/** A "billion laughs": each line names the one above ten times, so nine lines stand for a billion values. */
export const ALIAS_BOMB = [
  'a: &a ["x","x","x","x","x","x","x","x","x","x"]',
  ...Array.from({ length: 8 }, (_, i) => {
    const [name, above] = [String.fromCharCode(98 + i), String.fromCharCode(97 + i)];
    return `${name}: &${name} [${Array.from({ length: 10 }, () => `*${above}`).join(',')}]`;
  }),
].join('\n');
