import type { Root } from 'hast';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { renderMarkdown } from '../../../build/stages/bodies/render-markdown';
import { sanitizeSchema } from '../../../build/stages/bodies/sanitize-schema';

/** The real pipeline: Markdown with raw HTML, frames filtered, then sanitised with the schema. */
const html = (markdown: string) => renderMarkdown(markdown).html;

const kept = suite('sanitizeSchema: what content may keep');
const keeps: [string, string, string][] = [
  [
    'tel: and mailto: links in Markdown',
    '[Call Earlsfield](tel:+442079460321) or [email us](mailto:hello@clinic.example)',
    '<p><a href="tel:+442079460321">Call Earlsfield</a> or <a href="mailto:hello@clinic.example">email us</a></p>',
  ],
  [
    'tel: links in HTML',
    '<a href="tel:+442079460321">020 7946 0321</a>',
    '<p><a href="tel:+442079460321">020 7946 0321</a></p>',
  ],
  [
    'https links with their title, but no other attribute',
    '<a href="https://nhs.example/" title="NHS" target="_blank" rel="opener" data-track="1" aria-label="x">NHS</a>',
    '<p><a href="https://nhs.example/" title="NHS">NHS</a></p>',
  ],
  [
    'the button class on links, and only that class',
    '<a href="/contact/" class="button">Book Online Now</a>',
    '<p><a href="/contact/" class="button">Book Online Now</a></p>',
  ],
  [
    'Markdown images with their alt text and title',
    '![Treatment room](/images/treatment-room.jpg "Our room")',
    '<p><img src="/images/treatment-room.jpg" alt="Treatment room" title="Our room" loading="lazy" ' +
      'decoding="async"></p>',
  ],
  [
    'https images with alt text and size',
    '<img src="https://images.example/knee.jpg" alt="A knee brace" width="640" height="480">',
    '<img src="https://images.example/knee.jpg" alt="A knee brace" width="640" height="480" loading="lazy" ' +
      'decoding="async">',
  ],
  [
    'decorative images with empty alt text',
    '<img src="/images/wave.png" alt="">',
    '<img src="/images/wave.png" alt="" loading="lazy" decoding="async">',
  ],
  [
    'abbreviations with their title',
    '<abbr title="Anterior cruciate ligament">ACL</abbr> tears',
    '<p><abbr title="Anterior cruciate ligament">ACL</abbr> tears</p>',
  ],
  ['the start of ordered lists', '<ol start="3"><li>Stretch</li></ol>', '<ol start="3"><li>Stretch</li></ol>'],
  [
    'the scope and alignment of table headers',
    '<table><tr><th scope="col" align="left" id="h">Fee</th></tr></table>',
    '<table><tbody><tr><th scope="col" align="left">Fee</th></tr></tbody></table>',
  ],
  [
    'titled frames from youtube-nocookie.com/embed',
    '<iframe src="https://www.youtube-nocookie.com/embed/abc123" title="Knee exercises" allowfullscreen></iframe>',
    '<iframe src="https://www.youtube-nocookie.com/embed/abc123" title="Knee exercises" allowfullscreen ' +
      'loading="lazy" referrerpolicy="strict-origin-when-cross-origin"></iframe>',
  ],
  [
    'titled frames from google.com/maps/embed',
    '<iframe src="https://www.google.com/maps/embed?pb=!1m18" title="Map of the Earlsfield clinic" width="600" ' +
      'height="450"></iframe>',
    '<iframe src="https://www.google.com/maps/embed?pb=!1m18" title="Map of the Earlsfield clinic" width="600" ' +
      'height="450" loading="lazy" referrerpolicy="strict-origin-when-cross-origin"></iframe>',
  ],
  [
    'titled frames from youtube.com/embed (render-markdown lists it beside youtube-nocookie.com)',
    '<iframe src="https://www.youtube.com/embed/abc123" title="Video"></iframe>',
    '<iframe src="https://www.youtube.com/embed/abc123" title="Video" loading="lazy" ' +
      'referrerpolicy="strict-origin-when-cross-origin"></iframe>',
  ],
  [
    'the text of h1 and div, unwrapped: the page gives the only h1',
    '<h1>Top</h1>\n\n<div><span>wrapped</span></div>',
    'Top\nwrapped',
  ],
];
for (const [name, input, expected] of keeps) {
  kept(`should keep ${name}`, () => assert.is(html(input), expected));
}
kept.run();

const removed = suite('sanitizeSchema: what it removes');
const removes: [string, string, string][] = [
  ['script elements with a source', '<script src="https://evil.example/x.js"></script><p>after</p>', '<p>after</p>'],
  ['script elements in capitals, with their content', '<SCRIPT>alert(1)</SCRIPT>ok', 'ok'],
  ['event handlers on text', '<p onclick="alert(1)" onmouseover="alert(2)">hi</p>', '<p>hi</p>'],
  [
    'event handlers and autofocus on links',
    '<a href="https://example.com" onfocus="alert(1)" autofocus>x</a>',
    '<p><a href="https://example.com">x</a></p>',
  ],
  ['javascript: links hidden by a tab entity', '<a href="java&#x09;script:alert(1)">x</a>', '<p><a>x</a></p>'],
  ['vbscript: links', '<a href="vbscript:msgbox(1)">x</a>', '<p><a>x</a></p>'],
  [
    'plain http and data: image sources, keeping the alt text',
    '<img src="http://images.example/a.jpg" alt="Insecure"> <img src="data:image/png;base64,AAAA" alt="Inline">',
    '<p><img alt="Insecure" loading="lazy" decoding="async"> <img alt="Inline" loading="lazy" decoding="async"></p>',
  ],
  [
    'srcset and usemap on images',
    '<p><img src="https://x.example/a.jpg" alt="a" srcset="https://evil.example/b.jpg 2x" usemap="#m"></p>',
    '<p><img src="https://x.example/a.jpg" alt="a" loading="lazy" decoding="async"></p>',
  ],
  ['style attributes', '<p style="position:fixed;inset:0">red</p>', '<p>red</p>'],
  ['style elements with their content', '<style>p{color:red}</style>text', 'text'],
  ['stylesheet links', '<link rel="stylesheet" href="https://evil.example/x.css">after', 'after'],
  [
    'forms with their inputs, text areas, selects and buttons',
    '<form action="/x"><input ' +
      'name="q"><textarea>t</textarea><select><option>o</option></select><button>Go</button></form>after',
    'after',
  ],
  ['SVG with its content', '<svg><circle r="5"/><text>in svg</text></svg>after', '<p>after</p>'],
  ['links inside SVG', '<svg><a href="javascript:alert(1)">x</a></svg>after', '<p>after</p>'],
  ['MathML with its content', '<math><mi>x</mi></math>after', '<p>after</p>'],
  ['ids, names and classes on headings', '<h2 id="top" name="top" class="hero">Title</h2>', '<h2>Title</h2>'],
  ['the button class on anything but a link', '<p class="button">not a link</p>', '<p>not a link</p>'],
  [
    'every class but button from a link',
    '<a href="/book/" class="hero button">Book</a>',
    '<p><a href="/book/" class="button">Book</a></p>',
  ],
  [
    'object and embed',
    '<object data="https://evil.example/x.swf"><embed src="https://evil.example/x.swf"></object>after',
    '<p>after</p>',
  ],
  [
    'template and title elements with their content',
    '<template><p>hidden</p></template>after\n\n<title>Evil</title>end',
    '<p>after</p>\nend',
  ],
  ['doctypes', '<!DOCTYPE html>after', 'after'],
  [
    'blockquote citations',
    '<blockquote cite="https://evil.example/">Quote</blockquote>',
    '<blockquote>Quote</blockquote>',
  ],
  ['untitled frames from an allowed host', '<iframe src="https://www.youtube-nocookie.com/embed/abc123"></iframe>', ''],
  [
    'frames titled only with spaces',
    '<iframe src="https://www.youtube-nocookie.com/embed/abc123" title="  "></iframe>',
    '',
  ],
  ['titled frames from other hosts', '<iframe src="https://evil.example/embed" title="Evil"></iframe>', ''],
  [
    'titled frames from Google outside maps/embed',
    '<iframe src="https://www.google.com/search?q=x" title="Search"></iframe>',
    '',
  ],
  [
    'titled frames from an allowed host over plain http',
    '<iframe src="http://www.youtube-nocookie.com/embed/abc123" title="Plain http"></iframe>',
    '',
  ],
];
for (const [name, input, expected] of removes) {
  removed(`should remove ${name}`, () => assert.is(html(input), expected));
}
removed.run();

/** The schema alone over parsed HTML, without the frame filter that runs before it in renderMarkdown. */
const processor = unified().use(rehypeRaw).use(rehypeSanitize, sanitizeSchema).use(rehypeStringify);
const sanitize = (raw: string) =>
  processor.stringify(processor.runSync({ type: 'root', children: [{ type: 'raw', value: raw }] } as unknown as Root));

const alone = suite('sanitizeSchema: on its own');
const alones: [string, string, string][] = [
  [
    'should drop srcdoc, sandbox and allow from frames, leaving the host to the frame filter',
    '<iframe src="https://other.example/" title="x" srcdoc="<script>alert(1)</script>" sandbox ' +
      'allow="camera"></iframe>',
    '<iframe src="https://other.example/" title="x"></iframe>',
  ],
  [
    'should drop frame sources that are not https',
    '<iframe src="http://other.example/"></iframe>',
    '<iframe></iframe>',
  ],
  [
    'should drop scripts with their content, and ids, classes, styles and handlers',
    '<script>alert(1)</script><p id="x" class="y" style="color:red" onclick="alert(1)">p</p>',
    '<p>p</p>',
  ],
  ['should drop noscript with its content', '<noscript><p>no js</p></noscript>after', 'after'],
  ['should drop comments', '<!-- secret --><p>x</p>', '<p>x</p>'],
  [
    "should keep the button class alone from a link's classes",
    '<a href="/x" class="evil button">x</a>',
    '<a href="/x" class="button">x</a>',
  ],
];
for (const [name, input, expected] of alones) {
  alone(name, () => assert.is(sanitize(input), expected));
}
alone.run();
