import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fieldOf, isRecord, textOf } from '../../src/lib/field-of';

const fields = suite('a field of a value of unknown shape');

fields('should read a field of an object, and nothing of a scalar, a missing value or a missing field', () => {
  assert.is(fieldOf({ title: 'Knee pain' }, 'title'), 'Knee pain');
  assert.equal(fieldOf({ tags: ['knee'] }, 'tags'), ['knee']);
  for (const value of [undefined, null, 'text', 3, true]) assert.is(fieldOf(value, 'title'), undefined, String(value));
  assert.is(fieldOf({}, 'title'), undefined);
});

fields('should give text only when the field holds text', () => {
  assert.is(textOf({ slug: 'knee-pain' }, 'slug'), 'knee-pain');
  assert.is(textOf({ slug: 3 }, 'slug'), undefined);
  assert.is(textOf({ slug: ['a'] }, 'slug'), undefined);
  assert.is(textOf(undefined, 'slug'), undefined);
});

fields('should take an object of named fields as a record, never a list, null or a scalar', () => {
  assert.ok(isRecord({ name: 'Bupa' }));
  assert.ok(isRecord(Object.create(null)));
  for (const value of [[], null, undefined, 'Bupa', 1]) assert.not.ok(isRecord(value), String(value));
});

fields.run();
