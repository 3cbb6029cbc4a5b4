import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { inPart, parsePart } from './part';

const part = suite('parts of a list');

part('should put every item in exactly one part, whatever the number of parts', () => {
  const items = Array.from({ length: 11 }, (_, i) => i);
  for (const of of [1, 2, 3, 5]) {
    const parts = Array.from({ length: of }, (_, i) => inPart(items, { index: i + 1, of }));
    assert.equal(
      parts.flat().sort((a, b) => a - b),
      items,
      `${of} parts`,
    );
  }
  assert.equal(inPart(items, { index: 2, of: 3 }), [1, 4, 7, 10]);
});

part('should read k/n and refuse anything else, naming where it came from', () => {
  assert.equal(parsePart(' 2/3 ', '--part'), { index: 2, of: 3 });
  for (const bad of ['0/2', '3/2', '2', 'a/b', ''])
    assert.throws(
      () => parsePart(bad, 'ACCESSIBILITY_PART'),
      (error: Error) => error.message.startsWith('ACCESSIBILITY_PART is'),
    );
});

part.run();
