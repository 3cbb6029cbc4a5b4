import type { Options as SanitizeSchema } from 'rehype-sanitize';

/**
 * Built from nothing rather than from the GitHub default, so every allowance is deliberate:
 * - no `id`, `name`, `class` or `style` anywhere (nothing can clobber page ids or restyle the page),
 *   except the single `button` class on links for "Book Online Now";
 * - no forms, scripts, SVG, MathML or event handlers; script-like elements are dropped with their content;
 * - links only to http(s), mailto and tel; images and frames only from https;
 * - iframes are further limited to YouTube and Google Maps with a title by `filterEmbeds`, which runs first.
 */
export const sanitizeSchema: SanitizeSchema = {
  allowComments: false,
  allowDoctypes: false,
  tagNames: [
    'a',
    'abbr',
    'b',
    'blockquote',
    'br',
    'code',
    'del',
    'em',
    'figcaption',
    'figure',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'hr',
    'i',
    'iframe',
    'img',
    'kbd',
    'li',
    'ol',
    'p',
    'pre',
    's',
    'strong',
    'sub',
    'sup',
    'table',
    'tbody',
    'td',
    'th',
    'thead',
    'tr',
    'ul',
  ],
  attributes: {
    a: ['href', 'title', ['className', 'button']],
    abbr: ['title'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
    iframe: ['src', 'title', 'width', 'height', 'loading', 'allowFullScreen', 'referrerPolicy'],
    ol: ['start'],
    td: ['align'],
    th: ['align', 'scope'],
  },
  protocols: {
    href: ['http', 'https', 'mailto', 'tel'],
    src: ['https'],
  },
  strip: [
    'script',
    'style',
    'template',
    'noscript',
    'svg',
    'math',
    'form',
    'textarea',
    'select',
    'button',
    'object',
    'embed',
    'title',
  ],
};
