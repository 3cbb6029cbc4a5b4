import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { expandTokens } from '../../src/lib/tokens';

const values = {
  email: 'info@clinic.example',
  'phone.earlsfield': '020 7946 0321',
  name: 'Example Physio',
};

const expand = suite('expandTokens');
const cases: [string, string][] = [
  ['Call {{phone.earlsfield}} today', 'Call 020 7946 0321 today'],
  ['Write to {{ email }}.', 'Write to info@clinic.example.'],
  ['{{name}} — {{email}}', 'Example Physio — info@clinic.example'],
  ['{{email}} and again {{email}}', 'info@clinic.example and again info@clinic.example'],
  ['No tokens here', 'No tokens here'],
  ['Single {braces} stay', 'Single {braces} stay'],
  ['', ''],
];
for (const [input, expected] of cases) {
  expand(`should expand ${JSON.stringify(input)} to ${JSON.stringify(expected)}`, () => {
    const result = expandTokens(input, values);
    assert.is(result.text, expected);
    assert.equal(result.unknown, []);
  });
}
expand('should report unknown tokens and leave them in place', () => {
  const result = expandTokens('Ask {{fax}} or {{ phone.wimbledon }} or {{email}}', values);
  assert.is(result.text, 'Ask {{fax}} or {{ phone.wimbledon }} or info@clinic.example');
  assert.equal(result.unknown, ['fax', 'phone.wimbledon']);
});
expand('should insert values literally, without replacement patterns', () => {
  const result = expandTokens('Price: {{price}}', { price: '$& $1 $$' });
  assert.is(result.text, 'Price: $& $1 $$');
});
expand('should not expand tokens found inside inserted values', () => {
  const result = expandTokens('{{a}}', { a: '{{b}}', b: 'nested' });
  assert.is(result.text, '{{b}}');
});
// Token values are a plain object; names inherited from Object.prototype are not site values.
expand('should treat {{constructor}} and {{toString}} as unknown rather than inherited properties', () => {
  const result = expandTokens('x {{constructor}} {{toString}} y', { ...values });
  assert.is(result.text, 'x {{constructor}} {{toString}} y');
  assert.equal(result.unknown, ['constructor', 'toString']);
});
expand.run();
