import type { Element, Root, RootContent } from 'hast';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type Processor } from 'unified';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { VFile } from 'vfile';
import { countWords, firstWords } from '../../../src/lib/text';
import { sanitizeSchema } from './sanitize-schema';
import type { RenderedMarkdown } from '../../model';

const EMBED_HOSTS = [
  /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+(\?[\w=&;%-]*)?$/,
  /^https:\/\/www\.youtube\.com\/embed\/[\w-]+(\?[\w=&;%-]*)?$/,
  /^https:\/\/www\.google\.com\/maps\/embed\?[^\s"'<>]+$/,
];

type Parent = Root | Element;

function walk(node: Parent, visit: (child: Element, parent: Parent, index: number) => void): void {
  for (let i = node.children.length - 1; i >= 0; i--) {
    const child = node.children[i] as RootContent;
    if (child.type !== 'element') continue;
    visit(child, node, i);
    walk(child, visit);
  }
}

/** Keeps only titled frames from the allowed hosts and makes frames and images load lazily. */
function filterEmbeds() {
  return (tree: Root, file: VFile) => {
    walk(tree, (node, parent, index) => {
      const props = node.properties;
      if (node.tagName === 'iframe') {
        const src = String(props.src ?? '');
        const title = String(props.title ?? '').trim();
        if (!title || !EMBED_HOSTS.some((host) => host.test(src))) {
          file.message(
            `removed an iframe (${src || 'no src'}): frames need a title and a YouTube or Google Maps embed address`,
          );
          parent.children.splice(index, 1);
          return;
        }
        props.loading = 'lazy';
        props.referrerPolicy = 'strict-origin-when-cross-origin';
      }
      if (node.tagName === 'img') {
        if (props.alt === undefined)
          file.message(`image ${String(props.src ?? '')} has no alt text (use alt="" only for decoration)`);
        props.loading = 'lazy';
        props.decoding = 'async';
      }
    });
  };
}

/**
 * Only tables and ~~strikethrough~~ of GitHub Flavored Markdown: remark-gfm's bare-address links ("autolink literals")
 * nearly doubled the time to parse a post, and footnotes and task lists need ids and inputs, which the sanitiser
 * removes. Addresses are written [text](https://…) or <https://…>; a bare one gets a warning.
 */
function remarkTables(this: Processor) {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(gfmTable(), gfmStrikethrough());
  (data.fromMarkdownExtensions ??= []).push(gfmTableFromMarkdown(), gfmStrikethroughFromMarkdown());
}

/**
 * How deeply a body's elements may nest. The tree's later steps walk it recursively, so thousands of levels (5,000 `>`
 * or `<div>`) would overflow the stack; content never needs more than a handful.
 */
export const MAX_NESTING = 100;
const NESTING_KINDS = 'quotes, lists or HTML elements inside each other';

class TooDeep extends Error {}

/** The tree's depth, counted without recursion; stops once it passes MAX_NESTING. */
function tooDeep(tree: { children?: unknown[] }): boolean {
  const stack: [{ children?: unknown[] }, number][] = [[tree, 0]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [node, depth] = next;
    if (depth > MAX_NESTING) return true;
    for (const child of node.children ?? []) stack.push([child as { children?: unknown[] }, depth + 1]);
  }
  return false;
}

/** Stops the run before a step that would recurse through a tree nested too deeply. */
function refuseDeepTrees() {
  return (tree: Root) => {
    if (tooDeep(tree)) throw new TooDeep();
  };
}

const containsRaw = (node: Root | RootContent): boolean =>
  node.type === 'raw' || ('children' in node && node.children.some(containsRaw));

/** Elements that hold no others, and those a browser closes by itself when the same opens again. */
const NEVER_NEST = /^(area|base|br|col|embed|hr|img|input|link|meta|source|track|wbr|p|li|dt|dd|tr|td|th|option)$/i;

/** How deeply the raw HTML's tags nest, counting each opening and closing tag in order; stops past MAX_NESTING. */
function rawNesting(tree: Root): number {
  let depth = 0;
  const raws: string[] = [];
  const gather = (node: Root | RootContent) => {
    if (node.type === 'raw') raws.push(node.value);
    if ('children' in node) for (const child of node.children) gather(child);
  };
  gather(tree);
  for (const [, close, name = '', selfClosing] of raws.join('').matchAll(/<(\/?)([a-z][\w-]*)[^>]*?(\/?)>/gi)) {
    if (NEVER_NEST.test(name) || selfClosing) continue;
    depth = Math.max(0, depth + (close ? -1 : 1));
    if (depth > MAX_NESTING) return depth;
  }
  return depth;
}

/**
 * rehype-raw parses the whole document again as HTML; most bodies hold no HTML, so they skip it. It recurses through
 * what it parses, so HTML nested too deeply is refused before it runs.
 */
function rawWhenPresent() {
  const raw = rehypeRaw();
  return (tree: Root, file: VFile) => {
    if (!containsRaw(tree)) return tree;
    if (rawNesting(tree) > MAX_NESTING) throw new TooDeep();
    return raw(tree, file);
  };
}

const processor = unified()
  .use(remarkParse)
  .use(remarkTables)
  .use(refuseDeepTrees)
  .use(remarkRehype, { allowDangerousHtml: true })
  .use(rawWhenPresent)
  .use(refuseDeepTrees)
  .use(filterEmbeds)
  // Security: sanitising runs last, after every step that could add or keep unsafe markup.
  .use(rehypeSanitize, sanitizeSchema)
  .use(rehypeStringify);

/** A web address in plain text; punctuation that ends the sentence is not part of it. */
const BARE_ADDRESS = /\b(https?:\/\/|www\.)[^\s<>]*[^\s<>.,;:!?)'"]/gi;

function collect(tree: Root): { text: string; links: string[]; bare: string[] } {
  const text: string[] = [];
  const links: string[] = [];
  const bare: string[] = [];
  const visit = (node: Root | RootContent, inLinkOrCode = false): void => {
    if (node.type === 'text') {
      text.push(node.value);
      if (!inLinkOrCode)
        for (const [address] of node.value.matchAll(BARE_ADDRESS))
          bare.push(/^www\./i.test(address) ? `https://${address}` : address);
    }
    if (node.type === 'element') {
      for (const key of ['href', 'src'] as const) {
        const value = node.properties[key];
        if (typeof value === 'string') links.push(value);
      }
      if (/^(p|h[2-6]|li|td|th|blockquote|pre)$/.test(node.tagName)) text.push(' ');
    }
    if ('children' in node)
      for (const child of node.children)
        visit(child, inLinkOrCode || (node.type === 'element' && /^(a|code|pre)$/.test(node.tagName)));
  };
  visit(tree);
  return { text: text.join('').replace(/\s+/g, ' ').trim(), links, bare };
}

/** Words an excerpt derived from a body has at most. */
export const SUMMARY_WORDS = 40;

/** Markdown (with raw HTML) to sanitised HTML, plus its summary, word count and links, or why it cannot be. */
export function renderMarkdown(markdown: string): RenderedMarkdown {
  const file = new VFile(markdown);
  let tree: Root;
  try {
    tree = processor.runSync(processor.parse(file), file) as Root;
  } catch (error) {
    if (!(error instanceof TooDeep)) throw error;
    const problem = `the body nests more than ${MAX_NESTING} levels deep (${NESTING_KINDS})`;
    return { html: '', summary: '', words: 0, links: [], warnings: [], problems: [problem] };
  }
  const { text, links, bare } = collect(tree);
  const warnings = [
    ...file.messages.map((message) => message.reason),
    ...bare.map(
      (address) =>
        `the web address ${address} is shown as plain text; write it as [text](${address}) or <${address}> to make ` +
        `a link`,
    ),
  ];
  return {
    html: processor.stringify(tree),
    summary: firstWords(text, SUMMARY_WORDS),
    words: countWords(text),
    links,
    warnings,
    problems: [],
  };
}
