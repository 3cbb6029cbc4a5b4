import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { clinicSite } from '../../templates/clinic-site';
import type { Registry } from '../../src/content/registry';
import { slugify } from '../../src/lib/slug';

/**
 * `npm run schemas`: JSON Schemas generated from the zod schemas, so editors validate and
 * autocomplete content while typing (.vscode/settings.json maps the YAML files to them).
 */
export const SCHEMA_DIR = '.vscode/schemas';

/**
 * Each data file's schema under its file's name, mapped to it; each collection's front matter under
 * its noun ('team-member-front-matter'), for the template files editors copy.
 */
export function contentSchemas(
  registry: Registry = clinicSite,
): Record<string, { schema: z.ZodType; files: string[] }> {
  const data = Object.values(registry.dataFiles).map(({ file, schema }) => [
    file,
    { schema, files: [`content/${file}.yaml`] },
  ]);
  const frontMatter = Object.values(registry.collections).map(({ noun, schema }) => [
    `${slugify(noun)}-front-matter`,
    { schema, files: [] },
  ]);
  return Object.fromEntries([...data, ...frontMatter]);
}

export function jsonSchemaFiles(registry: Registry = clinicSite): { file: string; contents: string }[] {
  const all = contentSchemas(registry);
  const schemas = Object.entries(all).map(([name, { schema }]) => ({
    file: `${SCHEMA_DIR}/${name}.schema.json`,
    contents: `${JSON.stringify(
      { title: name, ...z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) },
      null,
      2,
    )}\n`,
  }));
  const mapping = Object.fromEntries(
    Object.entries(all)
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
