import { suite } from 'uvu';
import { clinicFixture } from './fixtures';
import * as assert from 'uvu/assert';
import { formatAddress, telHref } from '../../src/lib/contact-details';

const telSuite = suite('telHref');
const telCases: [string, string][] = [
  ['020 7946 0321', 'tel:+442079460321'],
  ['0207 946 0321', 'tel:+442079460321'],
  ['07700 900123', 'tel:+447700900123'],
  ['+44 20 7946 0321', 'tel:+442079460321'],
  ['(020) 7946-0321', 'tel:+442079460321'],
];
for (const [phone, expected] of telCases) {
  telSuite(`should turn ${JSON.stringify(phone)} into ${expected}`, () => {
    assert.is(telHref(phone), expected);
  });
}
telSuite.run();

const clinic = clinicFixture;

const addressSuite = suite('formatAddress');
addressSuite('should join street, locality and "city postcode" when there is no building', () => {
  assert.is(formatAddress(clinic({})), '12 Garratt Lane, Earlsfield, London SW18 4AA');
});
addressSuite('should put the building first where there is one', () => {
  assert.is(
    formatAddress(clinic({ building: 'Wimbledon Village Surgery', address: { street: '5 High Street', locality: 'Wimbledon', city: 'London', postcode: 'SW19 5AA' } })),
    'Wimbledon Village Surgery, 5 High Street, Wimbledon, London SW19 5AA',
  );
});
addressSuite('should skip an empty building', () => {
  assert.is(formatAddress(clinic({ building: '' })), '12 Garratt Lane, Earlsfield, London SW18 4AA');
});
addressSuite.run();
