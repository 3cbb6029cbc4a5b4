import type { Element, Root, RootContent } from 'hast';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { sanitizeSchema } from './sanitize-schema';

export interface RenderedMarkdown {
  html: string;
  /** Plain text of the body, for word counts and derived excerpts. */
  text: string;
  /** Every href and src left after sanitising, for link checking. */
  links: string[];
  /** Things dropped or missing that an editor should know about (the build still succeeds). */
  warnings: string[];
}

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
          file.message(`removed an iframe (${src || 'no src'}): frames need a title and a YouTube or Google Maps embed address`);
          parent.children.splice(index, 1);
          return;
        }
        props.loading = 'lazy';
        props.referrerPolicy = 'strict-origin-when-cross-origin';
      }
      if (node.tagName === 'img') {
        if (props.alt === undefined) file.message(`image ${String(props.src ?? '')} has no alt text (use alt="" only for decoration)`);
        props.loading = 'lazy';
        props.decoding = 'async';
      }
    });
  };
}

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype, { allowDangerousHtml: true })
  .use(rehypeRaw)
  .use(filterEmbeds)
  // Security: sanitising runs last, after every step that could add or keep unsafe markup.
  .use(rehypeSanitize, sanitizeSchema)
  .use(rehypeStringify);

function collect(tree: Root): { text: string; links: string[] } {
  const text: string[] = [];
  const links: string[] = [];
  const visit = (node: Root | RootContent): void => {
    if (node.type === 'text') text.push(node.value);
    if (node.type === 'element') {
      for (const key of ['href', 'src'] as const) {
        const value = node.properties[key];
        if (typeof value === 'string') links.push(value);
      }
      if (/^(p|h[2-6]|li|td|th|blockquote|pre)$/.test(node.tagName)) text.push(' ');
    }
    if ('children' in node) node.children.forEach(visit);
  };
  visit(tree);
  return { text: text.join('').replace(/\s+/g, ' ').trim(), links };
}

/** Markdown (with raw HTML) to sanitised HTML, plus its text and links. */
export function renderMarkdown(markdown: string): RenderedMarkdown {
  const file = new VFile(markdown);
  const tree = processor.runSync(processor.parse(file), file) as Root;
  return { html: processor.stringify(tree), ...collect(tree), warnings: file.messages.map((message) => message.reason) };
}
