import { renderToStaticMarkup } from 'react-dom/server';
import { createElement as h } from 'react';

export const DEV_EVENTS_PATH = '/__dev/events';
export const DEV_SCRIPT_PATH = '/__dev/reload.js';

/** The live-reload client: reloads the page when the dev server reports that a rebuild changed it. */
const EVENTS_URL = JSON.stringify(DEV_EVENTS_PATH);
export const DEV_SCRIPT = `new EventSource(${EVENTS_URL}).addEventListener('reload', (event) => {
  const { all, pages } = JSON.parse(event.data);
  if (all || pages.includes(location.pathname)) location.reload();
});
`;

export function injectDevScript(html: string): string {
  return html.replace('</body>', `<script type="module" src="${DEV_SCRIPT_PATH}"></script></body>`);
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
