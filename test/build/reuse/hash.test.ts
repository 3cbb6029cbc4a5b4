import { createHash } from 'node:crypto';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { digestOf, freezeDeep } from '../../../build/reuse/hash';

const sha1 = (text: string) => createHash('sha1').update(text).digest('base64url');
const sample = () => ({
  title: 'Knee "pain" \u2014 <b>',
  tags: ['knee', undefined, 3, null, -1.5, true],
  nested: { drop: undefined, run: () => 1, list: [[], {}], at: new Date(0) },
  id: 7,
});

const digests = suite('digestOf');

digests('should hash a value nothing froze as its JSON', () => {
  const value = sample();
  assert.is(digestOf(value), sha1(JSON.stringify(value)));
  assert.is(digestOf([1, 'a', { b: [2] }]), sha1('[1,"a",{"b":[2]}]'));
});

digests('should stand a frozen value by its hash, the same for equal contents and another for others', () => {
  const [one, two] = [freezeDeep(sample()), freezeDeep(sample())];
  assert.is(digestOf({ page: one }), digestOf({ page: two }));
  const flat = freezeDeep({ title: 'Knees', id: 7 });
  assert.is(digestOf({ page: flat }), sha1(`{"page":"#${sha1('{"title":"Knees","id":7}')}"}`));
  assert.is.not(digestOf({ page: one }), digestOf({ page: freezeDeep({ ...sample(), id: 8 }) }));
});

digests('should count maps and sets by their entries', () => {
  assert.is(digestOf(new Map([['a', 1]])), sha1('Map[["a",1]]'));
  assert.is.not(digestOf(new Set(['a'])), digestOf(['a']));
});

digests.run();
