import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { topicLabel, topicWords } from '../../src/lib/topic-label';

const label = suite('topic labels');

label('should show a tag in sentence case, with acronyms, names and apostrophes as a sentence has them', () => {
  assert.is(topicLabel('running'), 'Running');
  assert.is(topicLabel('acl'), 'ACL');
  assert.is(topicLabel('womens health'), "Women's health");
  assert.is(topicLabel('achilles'), 'Achilles');
  assert.is(topicLabel('shockwave therapy'), 'Shockwave therapy');
  assert.is(topicLabel('ski-fit'), 'Ski-fit');
  assert.is(topicLabel('raynes park'), 'Raynes Park');
  assert.is(topicLabel('park run'), 'Park run');
});

label('should leave a category as written, and spell words mid-sentence without a capital', () => {
  assert.is(topicLabel('Sports Injuries'), 'Sports Injuries');
  assert.is(topicWords('womens health'), "women's health");
  assert.is(topicWords('clinical pilates'), 'clinical Pilates');
  assert.is(topicWords('sports injuries'), 'sports injuries');
});

label.run();
