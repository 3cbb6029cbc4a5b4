import { renderToStaticMarkup } from 'react-dom/server';
import { createElement as h } from 'react';

export const DEV_EVENTS_PATH = '/__dev/events';
export const DEV_SCRIPT_PATH = '/__dev/reload.js';

/**
 * The live-reload client: reloads the page when a rebuild changed it. It sends how many announcements had been made
 * when its page was served (`since`), so a page that missed some while loading hears them as it connects. It decides
 * once loaded, when it knows every file it loaded.
 */
export const DEV_SCRIPT = `const since = new URL(import.meta.url).searchParams.get('since');
const page = encodeURIComponent(location.pathname);
const events = new EventSource(${JSON.stringify(DEV_EVENTS_PATH)} + '?since=' + since + '&page=' + page);
const loaded = (file) =>
  performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname === file);
const whenLoaded = (run) =>
  document.readyState === 'complete' ? run() : addEventListener('load', run, { once: true });
events.addEventListener('reload', (event) => {
  const { all, pages, files } = JSON.parse(event.data);
  whenLoaded(() => {
    if (all || pages.includes(location.pathname) || files.some(loaded)) location.reload();
  });
});
events.addEventListener('css', (event) => {
  const { from, to } = JSON.parse(event.data);
  for (const link of document.querySelectorAll('link[rel="stylesheet"]')) {
    if (!from.includes(new URL(link.href).pathname)) continue;
    const next = link.cloneNode();
    next.href = to;
    next.addEventListener('load', () => link.remove(), { once: true });
    link.after(next);
  }
});
`;

/** The page with the live-reload client, served when `announced` announcements had been made. */
export function injectDevScript(html: string, announced: number): string {
  return html.replace('</body>', `<script type="module" src="${DEV_SCRIPT_PATH}?since=${announced}"></script></body>`);
}

/**
 * What a client connecting with `since` missed: `kept` holds the last announcements, newest last, numbered up to
 * `announced`. A page served before those, or by an earlier run of the server, gets `everything` (reload every page).
 */
export function missedAnnouncements(url: string, kept: readonly string[], announced: number, everything: string) {
  const since = Number(new URL(url, 'http://localhost').searchParams.get('since') ?? Number.NaN);
  const missed = announced - since;
  if (!Number.isInteger(since) || missed < 0 || missed > kept.length) return [everything];
  return kept.slice(kept.length - missed);
}

/** The page the browser shows while content has problems; it reloads itself once they are fixed. */
export function devOverlay(problems: string[]): string {
  const page = h(
    'html',
    { lang: 'en-GB' },
    h('head', null, h('meta', { charSet: 'utf-8' }), h('title', null, 'Build failed')),
    h(
      'body',
      { style: { font: '16px/1.5 system-ui, sans-serif', margin: '2rem', color: '#1b2830' } },
      h(
        'h1',
        { style: { color: '#b3261e' } },
        `Build failed: ${problems.length} problem${problems.length === 1 ? '' : 's'}`,
      ),
      h('p', null, 'Fix the files below and save: this page reloads by itself.'),
      h('pre', { style: { background: '#fbeae9', padding: '1rem', whiteSpace: 'pre-wrap' } }, problems.join('\n')),
    ),
  );
  return `<!DOCTYPE html>${renderToStaticMarkup(page)}`;
}
