import { renderToStaticMarkup } from 'react-dom/server';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { previewPhoto } from '../../build/editor/previews';
import type { PreviewTools } from '../../src/content/editor-site';
import { pagePreviews } from '../../templates/editor/page-previews';
import type { PreviewContext } from '../../templates/editor/preview-context';
import { dataOf } from '../build/stages/small-site';

const previews = suite("the editor's previews of items");

/** What Decap gives a preview for a media file: here, an upload only the browser holds. */
const UPLOADED = 'blob:http://127.0.0.1/portrait';
const tools = {
  renderBody: (markdown: string) => `<p>${markdown}</p>`,
  context: { frame: { clinics: [], site: dataOf('site') }, photos: {} } as unknown as PreviewContext,
  moment: (value: string) => value,
  price: () => '',
  photo: (path: unknown) => previewPhoto(() => UPLOADED, path),
} satisfies PreviewTools<PreviewContext>;

previews("should show a new member's portrait as soon as it is uploaded, before the profile is saved", () => {
  const fields = { name: 'Sophie Turner', image: '/images/team/sophie.jpg', body: 'Sophie joins us.' };
  const html = renderToStaticMarkup(pagePreviews.team({ fields, slug: 'sophie-turner', value: fields }, tools));
  assert.match(html, `src="${UPLOADED}"`);
  assert.match(html, 'alt="Portrait of Sophie Turner"');
  assert.not.match(html, 'monogram');
  // Without a photo, the monogram, as the site shows one.
  const plain = renderToStaticMarkup(
    pagePreviews.team({ fields: { name: 'Sophie Turner' }, slug: 's', value: {} }, tools),
  );
  assert.match(plain, 'monogram');
});

previews('should mark a draft profile as its page on this computer does, and a live one not', () => {
  const draw = (fields: Record<string, unknown>) =>
    renderToStaticMarkup(pagePreviews.team({ fields, slug: 'sophie-turner', value: fields }, tools));
  assert.match(draw({ name: 'Sophie Turner', published: false }), 'Draft: not on the live site');
  assert.not.match(draw({ name: 'Sophie Turner', published: true }), 'Draft');
  assert.not.match(draw({ name: 'Sophie Turner' }), 'Draft', 'a file without the switch is live');
});

previews("should show a saved portrait as the site does, from its variants, once the browser's copy is gone", () => {
  const variant = { format: 'jpeg' as const, path: '/images/team/sophie-640.jpg', width: 640, height: 640 };
  const photos = { 'team/sophie.jpg': { width: 640, height: 640, avif: [], webp: [], fallback: variant } };
  const saved = { ...tools, context: { ...tools.context, photos }, photo: () => undefined };
  const fields = { name: 'Sophie Turner', image: '/images/team/sophie.jpg', body: 'Sophie joins us.' };
  const html = renderToStaticMarkup(pagePreviews.team({ fields, slug: 'sophie-turner', value: fields }, saved));
  assert.match(html, 'src="/images/team/sophie-640.jpg"');
  assert.not.match(html, 'monogram');
  // A photo the last build has not made yet (saved a moment ago) keeps the monogram rather than a broken picture.
  const unmade = { ...fields, image: '/images/team/new.jpg' };
  const waiting = renderToStaticMarkup(pagePreviews.team({ fields: unmade, slug: 's', value: unmade }, saved));
  assert.match(waiting, 'monogram');
});

previews.run();
