import { renderToStaticMarkup } from 'react-dom/server';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { PreviewTools } from '../../src/content/editor-site';
import { settingsPreviews } from '../../templates/editor/settings-previews';
import type { PreviewContext } from '../../templates/editor/preview-context';
import { dataOf } from '../build/stages/small-site';

const previews = suite("the editor's previews of settings");

const team = [
  { name: 'Helen Marsh', role: 'Physiotherapy Director' },
  { name: 'Sam Reid', role: 'Physiotherapist' },
  { name: 'Ana Lopes', role: 'Physiotherapist' },
];
const tools = {
  renderBody: (markdown: string) => `<p>${markdown}</p>`,
  context: { frame: { clinics: [], site: dataOf('site') }, team, photos: {} } as unknown as PreviewContext,
  moment: (value: string) => value,
  price: () => '',
  photo: () => undefined,
} satisfies PreviewTools<PreviewContext>;

previews('should show each role as the site writes it, with who holds it, and a new one held by no one', () => {
  const value = [
    { name: 'Physiotherapist', profession: 'physiotherapist' },
    { name: 'Sports Massage Therapist', profession: 'sports massage therapist' },
  ];
  const html = renderToStaticMarkup(settingsPreviews.roles({ fields: {}, slug: 'roles', value }, tools));
  assert.match(html, '<h3>Physiotherapist</h3>');
  assert.match(html, 'Held by Sam Reid and Ana Lopes.');
  assert.match(html, '“Reviewed by Sam Reid, physiotherapist”');
  assert.match(html, 'No one in the team holds this role yet.');
  assert.match(html, '“Reviewed by their name, sports massage therapist”');
  assert.not.match(html, 'Profession:', 'no field names');
});

previews('should throw for roles the build would refuse, so the editor asks for the fields', () => {
  const value = [{ name: 'Physiotherapist', profession: 'Physiotherapist' }];
  assert.throws(() => settingsPreviews.roles({ fields: {}, slug: 'roles', value }, tools));
});

previews.run();
