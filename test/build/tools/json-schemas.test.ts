import { readFile } from 'node:fs/promises';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { jsonSchemaFiles } from '../../../build/tools/json-schemas';

const schemas = suite('jsonSchemaFiles');

schemas('should match the committed schemas (run npm run schemas after changing a zod schema)', async () => {
  for (const { file, contents } of jsonSchemaFiles()) {
    const committed = await readFile(file, 'utf8').catch(() => '(missing)');
    assert.is(committed, contents, `${file} is out of date: run npm run schemas`);
  }
});

schemas('should describe the post front matter fields with their rules', () => {
  const post = JSON.parse(
    jsonSchemaFiles().find((f) => f.file.endsWith('post-front-matter.schema.json'))?.contents ?? '{}',
  );
  // The author, like the clinical review, is needed to publish, not to save a draft: the schema checks that.
  assert.equal(post.required.sort(), ['category', 'created_at', 'id', 'published', 'published_at', 'slug', 'title']);
  assert.ok(post.properties.category.enum.includes('Sports Injuries'));
  assert.is(post.additionalProperties, false);
});
schemas.run();
