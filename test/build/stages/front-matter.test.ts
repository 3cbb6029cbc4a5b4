import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { splitFrontMatter } from '../../../build/stages/read/front-matter';

type Split = ReturnType<typeof splitFrontMatter>;

const split = suite('splitFrontMatter');
const cases: [string, string, Split][] = [
  [
    'a normal file',
    '---\ntitle: Neck pain\nslug: neck-pain\n---\n# Neck pain\n',
    { yaml: 'title: Neck pain\nslug: neck-pain', body: '# Neck pain\n', bodyLine: 5 },
  ],
  [
    'CRLF line endings',
    '---\r\ntitle: Neck pain\r\nslug: neck-pain\r\n---\r\nBody\r\n',
    { yaml: 'title: Neck pain\r\nslug: neck-pain', body: 'Body\r\n', bodyLine: 5 },
  ],
  [
    'a byte order mark',
    '\uFEFF---\ntitle: Neck pain\n---\nBody',
    { yaml: 'title: Neck pain', body: 'Body', bodyLine: 4 },
  ],
  [
    'a byte order mark and CRLF',
    '\uFEFF---\r\ntitle: Neck pain\r\n---\r\nBody',
    { yaml: 'title: Neck pain', body: 'Body', bodyLine: 4 },
  ],
  [
    'trailing spaces after the closing ---',
    '---\ntitle: Neck pain\n---  \t\nBody',
    { yaml: 'title: Neck pain', body: 'Body', bodyLine: 4 },
  ],
  [
    'a closing --- at the end of the file',
    '---\ntitle: Neck pain\n---',
    { yaml: 'title: Neck pain', body: '', bodyLine: 4 },
  ],
  [
    'a closing --- and a final newline',
    '---\ntitle: Neck pain\n---\n',
    { yaml: 'title: Neck pain', body: '', bodyLine: 4 },
  ],
  ['a blank line between the fences', '---\n\n---\nBody', { yaml: '', body: 'Body', bodyLine: 4 }],
  ['an empty block', '---\n---\nBody', { yaml: '', body: 'Body', bodyLine: 3 }],
  [
    'a --- rule later in the body',
    '---\ntitle: A\n---\nIntro\n\n---\n\nMore\n---\n',
    { yaml: 'title: A', body: 'Intro\n\n---\n\nMore\n---\n', bodyLine: 4 },
  ],
  [
    'a blank line before the body',
    '---\ntitle: A\ntags: [a, b]\n---\n\nBody',
    { yaml: 'title: A\ntags: [a, b]', body: '\nBody', bodyLine: 5 },
  ],
  ['plain Markdown', '# Neck pain\n\nBody\n', null],
  ['an empty file', '', null],
  ['a block that never closes', '---\ntitle: Neck pain\n\nBody\n', null],
  ['text before the opening ---', 'Intro\n---\ntitle: A\n---\nBody', null],
  ['a blank line before the opening ---', '\n---\ntitle: A\n---\nBody', null],
  ['---- instead of ---', '----\ntitle: A\n----\nBody', null],
];
for (const [label, source, expected] of cases) {
  const found = expected
    ? `split ${label} into front matter and a body from line ${expected.bodyLine}`
    : `find no front matter in ${label}`;
  const name = `should ${found}`;
  split(name, () => {
    assert.equal(splitFrontMatter(source), expected);
  });
}

split('should give the line of the source the body starts on', () => {
  for (const [label, source] of cases) {
    const result = splitFrontMatter(source);
    if (!result) continue;
    const start =
      source
        .split('\n')
        .slice(0, result.bodyLine - 1)
        .join('\n').length + 1;
    assert.is(source.slice(start), result.body, label);
  }
});

split('should not end the front matter at a --- inside a YAML value', () => {
  const result = splitFrontMatter('---\nexcerpt: before --- after\n---\nBody');
  assert.equal(result, { yaml: 'excerpt: before --- after', body: 'Body', bodyLine: 4 });
});

split.run();
