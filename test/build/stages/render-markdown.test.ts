import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { renderMarkdown } from '../../../build/stages/bodies/render-markdown';

const html = (markdown: string) => renderMarkdown(markdown).html;

const allowed = suite('renderMarkdown: what articles need');
const keeps: [string, string, string][] = [
  [
    'headings and emphasis',
    '## Causes\n\nSome **bold** and *italic*.',
    '<h2>Causes</h2>\n<p>Some <strong>bold</strong> and <em>italic</em>.</p>',
  ],
  ['lists', '- one\n- two', '<ul>\n<li>one</li>\n<li>two</li>\n</ul>'],
  [
    'tables',
    '| a | b |\n|---|---|\n| 1 | 2 |',
    '<table>\n<thead>\n<tr>\n<th>a</th>\n<th>b</th>\n</tr>\n</thead>\n' +
      '<tbody>\n<tr>\n<td>1</td>\n<td>2</td>\n</tr>\n</tbody>\n</table>',
  ],
  ['strikethrough', 'Was ~~£60~~ £55', '<p>Was <del>£60</del> £55</p>'],
  [
    'angle-bracket web addresses as links',
    '<https://nhs.example/back-pain>',
    '<p><a href="https://nhs.example/back-pain">https://nhs.example/back-pain</a></p>',
  ],
  ['bare web addresses as plain text', 'See www.nhs.example today', '<p>See www.nhs.example today</p>'],
  [
    'internal, tel and mailto links',
    '[Contact](/contact/) [call](tel:+442079460321) [mail](mailto:a@b.example)',
    '<p><a href="/contact/">Contact</a> <a href="tel:+442079460321">call</a> <a href="mailto:a@b.example">mail</a></p>',
  ],
  [
    'images, made lazy',
    '![A runner stretching](https://images.example.com/a.jpg)',
    '<p><img src="https://images.example.com/a.jpg" alt="A runner stretching" loading="lazy" decoding="async"></p>',
  ],
  [
    'the Book Online Now button class only',
    '<a class="button evil" href="https://booking.example/x">Book Online Now</a>',
    '<p><a class="button" href="https://booking.example/x">Book Online Now</a></p>',
  ],
  [
    'titled YouTube frames',
    '<iframe src="https://www.youtube-nocookie.com/embed/test-video-id" title="Video" width="600" ' +
      'height="338"></iframe>',
    '<iframe src="https://www.youtube-nocookie.com/embed/test-video-id" title="Video" width="600" height="338" ' +
      'loading="lazy" referrerpolicy="strict-origin-when-cross-origin"></iframe>',
  ],
  [
    'titled Google Maps frames',
    '<iframe src="https://www.google.com/maps/embed?pb=!1m2" title="Map"></iframe>',
    '<iframe src="https://www.google.com/maps/embed?pb=!1m2" title="Map" loading="lazy" ' +
      'referrerpolicy="strict-origin-when-cross-origin"></iframe>',
  ],
];
for (const [name, input, expected] of keeps) {
  allowed(`should keep ${name}`, () => assert.is(html(input), expected));
}
allowed.run();

const attacks = suite('renderMarkdown: sanitising');
const removes: [string, string, string][] = [
  ['script elements and their content', '<script>alert(1)</script>Hello', 'Hello'],
  [
    'event handlers',
    '<img src="https://example.com/a.jpg" alt="" onerror="alert(1)">',
    '<img src="https://example.com/a.jpg" alt="" loading="lazy" decoding="async">',
  ],
  ['javascript: links in Markdown', '[x](javascript:alert(1))', '<p><a>x</a></p>'],
  ['javascript: links in HTML, any case and spacing', '<a href="  JaVaScRiPt:alert(1)">x</a>', '<p><a>x</a></p>'],
  ['data: links', '[x](data:text/html,<script>alert(1)</script>)', '<p><a>x</a></p>'],
  [
    'javascript: image sources and srcset',
    '<img src="javascript:alert(1)" srcset="javascript:alert(1) 1x" alt="a">',
    '<img alt="a" loading="lazy" decoding="async">',
  ],
  ['SVG with script', '<svg onload="alert(1)"><script>alert(1)</script></svg>text', '<p>text</p>'],
  [
    'MathML tricks',
    '<math><mtext><mglyph><style><img src=x onerror=alert(1)></style></mglyph></mtext></math>ok',
    '<p>ok</p>',
  ],
  ['forms and inputs', '<form action="https://evil.example"><input name="password"><button>Go</button></form>', ''],
  ['base elements', '<base href="https://evil.example/">', ''],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example">', ''],
  [
    'style elements and attributes',
    '<style>body{display:none}</style><p style="position:fixed;inset:0">x</p>',
    '<p>x</p>',
  ],
  [
    'ids, names and classes that could clobber the page',
    '<p id="main" name="x" class="site-header">clobber</p>',
    '<p>clobber</p>',
  ],
  ['frames from other hosts', '<iframe src="https://evil.example/" title="Evil"></iframe>', ''],
  ['untitled frames', '<iframe src="https://www.youtube-nocookie.com/embed/abc"></iframe>', ''],
  [
    'srcdoc and handlers on allowed frames',
    '<iframe src="https://www.youtube.com/embed/abc" title="V" srcdoc="<script>alert(1)</script>" ' +
      'onload="alert(1)"></iframe>',
    '<iframe src="https://www.youtube.com/embed/abc" title="V" loading="lazy" ' +
      'referrerpolicy="strict-origin-when-cross-origin"></iframe>',
  ],
  [
    'frames pretending to be allowed hosts',
    '<iframe src="https://www.youtube.com.evil.example/embed/abc" title="V"></iframe>',
    '',
  ],
  ['object and embed', '<object data="x.swf"></object><embed src="x.swf">', '<p></p>'],
  ['details toggles with handlers', '<details open ontoggle="alert(1)">x</details>', 'x'],
  ['HTML comments', 'a <!-- secret --> b', '<p>a  b</p>'],
];
for (const [name, input, expected] of removes) {
  attacks(`should remove ${name}`, () => assert.is(html(input), expected));
}
attacks.run();

const extras = suite('renderMarkdown: text, links and warnings');
extras('should return the first words, the word count and every link', () => {
  const result = renderMarkdown('## Title\n\nSee [our prices](/pricing/) and ![x](/images/a.png).');
  assert.is(result.summary, 'Title See our prices and .');
  assert.is(result.words, 5);
  assert.equal(result.links, ['/pricing/', '/images/a.png']);
});
extras('should cut the summary of a long body at 40 words, yet count every word', () => {
  const words = Array.from({ length: 60 }, (_, i) => `word${i}`);
  const result = renderMarkdown(`# Heading\n\n${words.join(' ')}.`);
  assert.is(result.summary, `Heading ${words.slice(0, 39).join(' ')}…`);
  assert.is(result.words, 61);
});
extras('should warn about dropped frames and images without alt text', () => {
  const result = renderMarkdown('<iframe src="https://evil.example/" title="x"></iframe>\n\n<img src="/a.png">');
  assert.is(result.warnings.length, 2);
  assert.ok(result.warnings.some((w) => /removed an iframe \(https:\/\/evil\.example\/\)/.test(w)));
  assert.ok(result.warnings.some((w) => /image \/a\.png has no alt text/.test(w)));
});
extras('should warn about a bare web address, but not one in a link or code', () => {
  const result = renderMarkdown(
    'Read https://nhs.example/knee today.\n\n[https://nhs.example/a](https://nhs.example/a) and `www.example.com`',
  );
  assert.equal(result.warnings, [
    'the web address https://nhs.example/knee is shown as plain text; write it as [text](https://nhs.example/knee) ' +
      'or <https://nhs.example/knee> to make a link',
  ]);
});
extras(
  'should warn about every bare address in a sentence, without the punctuation that ends it, as a link that works',
  () => {
    const result = renderMarkdown('See www.example.com, then https://a.example/b. Or https://c.example');
    assert.equal(
      result.warnings.map((w) => /write it as \[text\]\(([^)]*)\)/.exec(w)?.[1]),
      ['https://www.example.com', 'https://a.example/b', 'https://c.example'],
    );
  },
);
extras('should skip the HTML parser for bodies without HTML and give the same result as with it', () => {
  const plain = '## Rest\n\nA *little* rest, then [gentle movement](/blog/).';
  assert.is(
    html(plain),
    html(`${plain}\n\n<!-- raw HTML makes the whole body go through the HTML parser -->`).trimEnd(),
  );
});
extras.run();
