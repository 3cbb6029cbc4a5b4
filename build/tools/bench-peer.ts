import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { POSTS_PER_PAGE } from '../../src/lib/listing';
import { moveAside } from './bench-corpus';

const exec = promisify(execFile);

/** The peer the benchmark compares with, pinned so figures from different days compare. */
export const ELEVENTY = '@11ty/eleventy@3.1.7';

/** Installs the pinned Eleventy into the cache folder (not a dependency of the project) and returns its command. */
export async function installEleventy(cacheDir: string): Promise<string> {
  const prefix = path.resolve(cacheDir, 'peer', ELEVENTY.replace(/[@/]/g, '-').replace(/^-/, ''));
  const bin = path.join(prefix, 'node_modules', '@11ty', 'eleventy', 'cmd.cjs');
  if (!existsSync(bin)) {
    await mkdir(prefix, { recursive: true });
    await exec('npm', [
      'install',
      '--prefix',
      prefix,
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--no-package-lock',
      ELEVENTY,
    ]);
  }
  return bin;
}

// The equivalent of the project's blog in Eleventy's own idiom (eleventy-base-blog): a layout per
// post, the blog list in pages of the same size, a page per tag and per category. Markdown goes
// through Eleventy's markdown-it without a template engine first, as the posts hold no Liquid.
const CONFIG =
  `
const slug = (text) => String(text).toLowerCase().normalize('NFKD')` +
  `.replace(/[\\u0300-\\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
export default function (config) {
  // getAll, not getFilteredByGlob: the latter sorts by date first, which the posts leave to their own field.
  const posts = (api) => api.getAll().filter((item) => item.inputPath.includes('/posts/'))` +
  `.sort((a, b) => String(b.data.published_at).localeCompare(String(a.data.published_at)));
  config.addFilter('slug', slug);
  config.addCollection('posts', posts);
  config.addCollection('tagList', (api) => [...new Set(posts(api).flatMap((post) => post.data.tags ?? []))]);
  config.addCollection('categories', (api) => {
    const byCategory = new Map();
    for (const post of posts(api)) byCategory.set(post.data.category, ` +
  `[...(byCategory.get(post.data.category) ?? []), post]);
    return [...byCategory].map(([name, items]) => ({ name, items }));
  });
  return { dir: { input: '.', output: '_site', includes: '_includes' }, markdownTemplateEngine: false, ` +
  `htmlTemplateEngine: 'njk', templateFormats: ['md', 'njk'] };
}
`;

const LAYOUT =
  `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>{{ title }}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="stylesheet" href="/site.css"></head>
<body><header><a href="/">Clinic</a> <a href="/blog/">Blog</a></header>` +
  `<main>{{ content | safe }}</main><footer>Clinic</footer></body></html>`;

const POST = `---
layout: base.njk
---
<article data-pagefind-body><h1>{{ title }}</h1><p>{{ author }} · {{ published_at }}</p>{{ content | safe }}
<p><a href="/blog/category/{{ category | slug }}/">{{ category }}</a></p>
<ul>{% for tag in tags %}<li><a href="/blog/tag/{{ tag | slug }}/">{{ tag }}</a></li>{% endfor %}</ul></article>`;

const card = `<li><a href="/blog/{{ post.data.slug }}/">{{ post.data.title }}</a> <p>{{ post.data.excerpt }}</p></li>`;

const LISTS: Record<string, string> = {
  'blog.njk': `---
pagination: { data: collections.posts, size: ${POSTS_PER_PAGE}, alias: items }
permalink: "/blog/{% if pagination.pageNumber > 0 %}page/{{ pagination.pageNumber + 1 }}/{% endif %}"
layout: base.njk
title: Blog
---
<h1>Blog</h1><ul>{% for post in items %}${card}{% endfor %}</ul>`,
  'tags.njk': `---
pagination: { data: collections.tagList, size: 1, alias: tag }
permalink: "/blog/tag/{{ tag | slug }}/"
layout: base.njk
---
<h1>{{ tag }}</h1><ul>{% for post in collections[tag] %}${card}{% endfor %}</ul>`,
  'categories.njk': `---
pagination: { data: collections.categories, size: 1, alias: category }
permalink: "/blog/category/{{ category.name | slug }}/"
layout: base.njk
---
<h1>{{ category.name }}</h1><ul>{% for post in category.items %}${card}{% endfor %}</ul>`,
};

/** An Eleventy site beside the corpus with a copy of its posts; returns the site folder. */
export async function makeEleventySite(content: string): Promise<string> {
  const site = path.join(path.dirname(content), 'eleventy');
  await cp(path.join(content, 'posts'), path.join(site, 'posts'), { recursive: true });
  // A computed permalink: with no template engine before markdown-it, a "{{ slug }}" string would stay as it is.
  await writeFile(
    path.join(site, 'posts', 'posts.11tydata.js'),
    /* biome-ignore lint/suspicious/noTemplateCurlyInString: the text is JavaScript for Eleventy's data file, with
       a template literal of its own */
    "module.exports = { layout: 'post.njk', eleventyComputed: { permalink: (data) => `/blog/${data.slug}/` } };\n",
  );
  await mkdir(path.join(site, '_includes'), { recursive: true });
  await writeFile(path.join(site, 'eleventy.config.mjs'), CONFIG);
  await writeFile(path.join(site, '_includes', 'base.njk'), LAYOUT);
  await writeFile(path.join(site, '_includes', 'post.njk'), POST);
  await Promise.all(Object.entries(LISTS).map(([file, text]) => writeFile(path.join(site, file), text)));
  return site;
}

/**
 * Pagefind's own command, as an Eleventy site adds search: run on the output after each build.
 * The post layout marks its article as the part to index, as the project indexes bodies alone.
 */
export const PAGEFIND_CLI = path.resolve('node_modules/pagefind/lib/runner/bin.cjs');
export const PAGEFIND_ARGS = ['--site', '_site', '--force-language', 'en', '--silent'];

/** Pages Eleventy wrote, to show both generators made the same site. */
export async function countPages(dir: string): Promise<number> {
  const files = await readdir(dir, { recursive: true });
  return files.filter((file) => file.endsWith('index.html')).length;
}

/** Moves Eleventy's output aside (see `moveAside`) for a cold build. */
export async function clearOutput(site: string): Promise<void> {
  await moveAside(path.join(site, '_site'), path.join(path.dirname(site), 'trash'));
}
