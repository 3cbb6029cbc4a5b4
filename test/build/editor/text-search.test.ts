import { readFile } from 'node:fs/promises';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { editorConfig } from '../../../build/editor/editor-config';
import { holdsEveryWord, keepItemsWithEveryWord } from '../../../build/editor/text-search';
import { clinicSite } from '../../../templates/clinic-site';

const search = suite("the editor's search, through every text of an item");

const about = await readFile('content/pages/about.md', 'utf8');

search('should find words anywhere in a body, in any order and case, and as the start of a word', () => {
  const data = { title: 'About Us', body: about };
  assert.ok(holdsEveryWord('River Wandle', data));
  assert.ok(holdsEveryWord('wandle RIVER', data));
  assert.ok(holdsEveryWord('physio', data), 'the start of "physiotherapy"');
  assert.not.ok(holdsEveryWord('hysiotherapy', data), 'only from the start of a word');
  assert.not.ok(holdsEveryWord('River Severn', data), 'every word must be there');
  assert.ok(holdsEveryWord('Earlsfield', { entries: [{ name: 'Earlsfield', address: { street: 'x' } }] }), 'deep');
});

search("should keep, of what Decap's loose search found, only the items holding every word", () => {
  const reached: unknown[] = [];
  const dispatch = keepItemsWithEveryWord((action) => reached.push(action));
  const entries = [
    { slug: 'about', data: { title: 'About Us', body: about } },
    // Decap's loose match finds this too: r, i, v, e, r, w, a, n, d, l, e come in that order.
    { slug: 'rest', data: { title: 'Rest', body: 'Roll into a curve, then wander and lie still.' } },
  ];
  dispatch({ type: 'SEARCH_ENTRIES_REQUEST', payload: { searchTerm: 'River Wandle' } });
  dispatch({ type: 'SEARCH_ENTRIES_SUCCESS', payload: { entries, page: 0 } });
  const found = reached[1] as { payload: { entries: { slug: string }[]; page: number } };
  assert.equal(
    found.payload.entries.map((entry) => entry.slug),
    ['about'],
  );
  assert.is(found.payload.page, 0);
});

search("should name every text field and the body in each collection's summary for search, showing none", () => {
  const config = editorConfig(clinicSite, { repo: 'clinic/site', authEndpoint: 'auth', siteUrl: 'https://x.example/' });
  for (const collection of config.collections) {
    if (!('folder' in collection)) continue;
    const summary = String(collection.summary);
    const searched = [...summary.matchAll(/\{\{(\w+) \| ternary\('', ''\)\}\}/g)].map(([, name]) => name);
    assert.ok(searched.includes('body'), `${collection.name}: the body`);
    const texts = collection.fields.filter((field) => ['string', 'text'].includes(field.widget));
    for (const field of texts)
      if (field.name !== collection.identifier_field)
        assert.ok(searched.includes(field.name), `${collection.name}: ${field.name}`);
  }
});

search.run();
