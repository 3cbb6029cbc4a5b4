import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { clinicsSchema } from '../../src/content/clinic';
import { homeSchema } from '../../src/content/home';
import { conditionsSchema, insurersSchema, testimonialsSchema } from '../../src/content/lists';
import { navigationSchema } from '../../src/content/navigation';
import { pageSchema } from '../../src/content/page';
import { postFrontMatterSchema } from '../../src/content/post';
import { pricingSchema } from '../../src/content/pricing';
import { redirectsSchema } from '../../src/content/redirects';
import { serviceSchema } from '../../src/content/service';
import { siteSchema } from '../../src/content/site';
import { teamGroupsSchema, teamMemberSchema } from '../../src/content/team-member';

/**
 * `npm run schemas`: JSON Schemas generated from the zod schemas, so editors validate and
 * autocomplete content while typing (.vscode/settings.json maps the YAML files to them).
 */
export const SCHEMA_DIR = '.vscode/schemas';

export const contentSchemas: Record<string, { schema: z.ZodType; files: string[] }> = {
  site: { schema: siteSchema, files: ['content/site.yaml'] },
  clinics: { schema: clinicsSchema, files: ['content/clinics.yaml'] },
  navigation: { schema: navigationSchema, files: ['content/navigation.yaml'] },
  home: { schema: homeSchema, files: ['content/home.yaml'] },
  conditions: { schema: conditionsSchema, files: ['content/conditions.yaml'] },
  testimonials: { schema: testimonialsSchema, files: ['content/testimonials.yaml'] },
  insurers: { schema: insurersSchema, files: ['content/insurers.yaml'] },
  pricing: { schema: pricingSchema, files: ['content/pricing.yaml'] },
  'team-groups': { schema: teamGroupsSchema, files: ['content/team-groups.yaml'] },
  redirects: { schema: redirectsSchema, files: ['content/redirects.yaml'] },
  'post-front-matter': { schema: postFrontMatterSchema, files: [] },
  'team-member-front-matter': { schema: teamMemberSchema, files: [] },
  'service-front-matter': { schema: serviceSchema, files: [] },
  'page-front-matter': { schema: pageSchema, files: [] },
};

export function jsonSchemaFiles(): { file: string; contents: string }[] {
  const schemas = Object.entries(contentSchemas).map(([name, { schema }]) => ({
    file: `${SCHEMA_DIR}/${name}.schema.json`,
    contents: `${JSON.stringify({ title: name, ...z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) }, null, 2)}\n`,
  }));
  const mapping = Object.fromEntries(
    Object.entries(contentSchemas)
      .filter(([, { files }]) => files.length)
      .map(([name, { files }]) => [`./${SCHEMA_DIR}/${name}.schema.json`, files]),
  );
  // Biome formats TypeScript, CSS and JSON on save, as `npm run lint` checks them.
  const settings = {
    'yaml.schemas': mapping,
    'files.associations': { '*.md': 'markdown' },
    'editor.formatOnSave': true,
    '[typescript][typescriptreact][javascript][json][css]': { 'editor.defaultFormatter': 'biomejs.biome' },
    'editor.rulers': [120],
  };
  return [...schemas, { file: '.vscode/settings.json', contents: `${JSON.stringify(settings, null, 2)}\n` }];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const { file, contents } of jsonSchemaFiles()) {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, contents);
  }
  console.log(`Wrote JSON Schemas to ${SCHEMA_DIR}/ and .vscode/settings.json`);
}
