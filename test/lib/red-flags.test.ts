import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { asWords, lowerRoutesIn, normalise, phrasePattern, urgencyOf } from '../../src/lib/red-flags';

const plain = suite('normalise');
plain('should compare text in lower case, without emphasis or quotation marks, with single spaces', () => {
  assert.is(normalise('A  \n B\tc *D* “e” it’s – x'), "a b c d e it's - x");
});

const phrases = suite('phrasePattern');
phrases('should find a phrase as whole words only, whatever its case and emphasis once normalised', () => {
  const pattern = phrasePattern('Pop during sport', 'chest pain');
  assert.equal(normalise('A *pop* during sport. Chest pains.').match(pattern), ['pop during sport']);
  assert.is(normalise('A pop during sporting events').search(pattern), -1);
});
phrases('should say whether one phrase holds the words of another', () => {
  assert.ok(asWords('sudden change in your sight').includes(asWords('change in your sight')));
  assert.not.ok(asWords('exchange in your sight').includes(asWords('change in your sight')));
});

const routes = suite('lowerRoutesIn');
const cases: [sentence: string, expected: ReturnType<typeof lowerRoutesIn>][] = [
  ['See your GP soon.', [{ route: 'see your gp', level: 'routine' }]],
  ['It should be assessed by a physiotherapist.', [{ route: 'assessed by a physiotherapist', level: 'routine' }]],
  ['Stop and seek medical advice.', [{ route: 'seek medical advice', level: 'routine' }]],
  ['Let your GP know about it.', [{ route: 'let your gp', level: 'routine' }]],
  ['Ease off and get advice.', [{ route: 'get advice', level: 'routine' }]],
  ['Tell your doctor at your next visit.', [{ route: 'tell your doctor', level: 'routine' }]],
  ['It settles within a few days.', [{ route: 'within a few days', level: 'routine' }]],
  ['Get it seen the same day.', [{ route: 'the same day', level: 'same-day' }]],
  ['Rest, ice and keep moving.', []],
];
for (const [sentence, expected] of cases)
  routes(`should find the lower route in "${sentence}"`, () => assert.equal(lowerRoutesIn(sentence), expected));
routes('should rank an emergency above a same-day route, an urgent one and a routine one', () => {
  assert.ok(urgencyOf('emergency') > urgencyOf('same-day'));
  assert.ok(urgencyOf('same-day') > urgencyOf('urgent'));
  assert.ok(urgencyOf('urgent') > urgencyOf('routine'));
});

plain.run();
phrases.run();
routes.run();
