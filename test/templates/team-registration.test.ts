import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { findItemStandIns } from '../../build/stages/checks/check-stand-ins';
import { formatProblem } from '../../build/problems';
import { WhoWorksWhere, whoWorksWhere } from '../../src/components/who-works-where';
import { teamMemberSchema } from '../../src/content/team-member';

const member = {
  name: 'Helen Marsh',
  role: 'Physiotherapist',
  groups: ['physiotherapists'],
  order: 1,
  qualifications: 'BSc (Hons) Physiotherapy',
  specialisms: ['Backs'],
  clinics: ['earlsfield'],
  summary: 'A physiotherapist.',
};
const standIn = { standIn: 'PH00000', replaceWith: "Helen Marsh's HCPC registration number" };

const registration = suite('HCPC registration on team profiles');

registration('should refuse a number that is not PH and its digits', () => {
  const refused = teamMemberSchema.safeParse({ ...member, registration: { hcpc: '12345' } });
  assert.not.ok(refused.success);
  assert.equal(refused.error?.issues[0]?.path, ['registration', 'hcpc']);
});

registration('should find a stand-in number in a profile, naming its file and field, for --release to refuse', () => {
  const data = teamMemberSchema.parse({ ...member, registration: { hcpc: standIn } });
  const given = teamMemberSchema.parse({ ...member, registration: { hcpc: 'PH12345' } });
  const problems = findItemStandIns({
    team: [
      { file: 'team/helen-marsh.md', data },
      { file: 'team/other.md', data: given },
    ],
  });
  assert.equal(problems.map(formatProblem), [
    'team/helen-marsh.md: registration.hcpc: this is a stand-in; ' +
      "replace it with Helen Marsh's HCPC registration number",
  ]);
});

const rota = suite('who works where');

rota("should mark each clinician at each clinic from the team's own clinics, in the team's order", () => {
  const clinics = [
    { id: 'earlsfield', name: 'Earlsfield' },
    { id: 'wimbledon', name: 'Wimbledon Village' },
  ];
  const team = [
    { slug: 'helen-marsh', name: 'Helen Marsh', role: 'Physiotherapist', clinics: ['wimbledon', 'earlsfield'] },
    { slug: 'tom-gallagher', name: 'Tom Gallagher', role: 'Physiotherapist', clinics: ['wimbledon'] },
  ];
  const html = renderToStaticMarkup(createElement(WhoWorksWhere, whoWorksWhere(team, clinics)));
  const rows = [...html.matchAll(/<tr>(.*?)<\/tr>/g)].map(([, row]) =>
    [...(row ?? '').matchAll(/<td[^>]*>(.*?)<\/td>/g)].map(([, cell]) => cell),
  );
  assert.equal(rows.slice(1), [
    ['Yes', 'Yes'],
    ['No', 'Yes'],
  ]);
  assert.match(html, '<th scope="col">Wimbledon Village</th>');
  assert.match(html, '<a href="/team/tom-gallagher/">Tom Gallagher</a>');
});

registration.run();
rota.run();
