import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { newRecall, partsOf } from '../../../build/reuse/recall';
import { readsHold, readTracked } from '../../../build/reuse/model-reads';

const recall = suite('newRecall');

recall('should make again only when an input is not the very value it was', () => {
  const kept = newRecall();
  let made = 0;
  const input = { title: 'Knee pain' };
  const make = () => ++made;
  assert.is(kept.same('slot', [input, 'text'], make), 1);
  assert.is(kept.same('slot', [input, 'text'], make), 1, 'the same object and equal text');
  assert.is(kept.same('slot', [{ ...input }, 'text'], make), 2, 'an equal copy is another object');
  assert.is(kept.same('other', [input, 'text'], make), 3, 'slots are kept apart');
});

recall('should compare parts: frozen objects by identity, everything else by what it holds', () => {
  const kept = newRecall();
  const post = Object.freeze({ slug: 'knee-pain' });
  let made = 0;
  const make = () => ++made;
  kept.sameParts('page', { post, cards: [{ title: 'A' }] }, make);
  assert.is(kept.sameParts('page', { post, cards: [{ title: 'A' }] }, make), 1, 'new containers, same parts');
  assert.is(kept.sameParts('page', { post, cards: [{ title: 'B' }] }, make), 2, 'a leaf changed');
  assert.is(kept.sameParts('page', { post: Object.freeze({ slug: 'knee-pain' }), cards: [{ title: 'B' }] }, make), 3);
  assert.not.equal(partsOf([1, [2]]), partsOf([[1, 2]]), 'shape counts, not only the leaves');
  assert.is(
    kept.sameParts('page', { post: Object.freeze({ slug: 'knee-pain' }), cards: [{ title: 'B' }], x: 1 }, make),
    4,
  );
});

recall('should forget what a settled build did not use, and keep what a recalled value was made from', () => {
  const kept = newRecall();
  let made = 0;
  const outline = () => kept.same('outline', ['front matter'], () => kept.same('item', ['a'], () => ++made));
  outline();
  kept.same('unused later', [], () => ++made);
  kept.settle(1);
  assert.is(kept.previousStart, 1);
  outline();
  kept.settle(2);
  assert.is(kept.last('unused later'), undefined, 'a slot no build used is gone');
  assert.is(kept.last('item'), 1, 'the item, used only while making the outline, stays with it');
});

const reads = suite('readTracked');

reads('should list the values and map entries a selection read, and hold only while each is the same', () => {
  const post = { slug: 'a' };
  const model = { site: { name: 'Clinic' }, postBySlug: new Map([['a', post]]), posts: [post] };
  const tracked = readTracked(model);
  assert.is(tracked.model.postBySlug.get('a'), post);
  assert.is(tracked.model.site.name, 'Clinic');
  assert.ok(readsHold({ ...model, posts: [] }, tracked.reads), 'posts were not read');
  assert.ok(readsHold({ ...model, postBySlug: new Map([['a', post]]) }, tracked.reads), 'the entry is the same');
  assert.not.ok(readsHold({ ...model, postBySlug: new Map([['a', { slug: 'a' }]]) }, tracked.reads));
  assert.not.ok(readsHold({ ...model, site: { name: 'Clinic' } }, tracked.reads));
  const whole = readTracked(model);
  assert.is(whole.model.postBySlug.size, 1);
  assert.not.ok(readsHold({ ...model, postBySlug: new Map([['a', post]]) }, whole.reads), 'its size read it whole');
});

recall.run();
reads.run();
