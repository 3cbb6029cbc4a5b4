import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fillFactText } from '../../src/content/fact-text';
import { homeSchema } from '../../src/content/home';
import { siteSchema } from '../../src/content/site';

const shipped = (file: string) => load(readFileSync(`content/${file}`, 'utf8')) as Record<string, unknown>;
const director = { experienceYears: 25, director: 'Helen Marsh' };

const facts = suite('the years of experience in data files');

facts('should fill the director and their years, and leave any other placeholder as written', () => {
  assert.is(
    fillFactText('{{director}}, {{ experienceYears }} years; {{phone.earlsfield}}', director),
    'Helen Marsh, 25 years; {{phone.earlsfield}}',
  );
});

facts("should give the site's description with the years from site.yaml, and follow them when they change", () => {
  const site = shipped('site.yaml');
  assert.match(siteSchema.parse(site).description, 'led by Helen Marsh, a physiotherapist for more than 25 years.');
  assert.match(siteSchema.parse({ ...site, experienceYears: 26 }).description, 'for more than 26 years.');
  assert.not.match(String(site.description), /\d+ years/, 'site.yaml names the years by placeholder');
});

facts("should refuse any other placeholder in the home page's experience panel, naming the field", () => {
  const home = shipped('home.yaml');
  assert.ok(homeSchema.safeParse(home).success);
  const refused = homeSchema.safeParse({ ...home, experience: { title: 'Since {{name}}', text: 'Text.' } });
  assert.equal(
    refused.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    ['experience.title: may name only {{experienceYears}} and {{director}} (from site.yaml) as placeholders'],
  );
});

facts.run();
