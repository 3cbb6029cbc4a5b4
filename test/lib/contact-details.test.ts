import { suite } from 'uvu';
import { clinicFixture } from './fixtures';
import * as assert from 'uvu/assert';
import { describeHours, formatAddress, telHref } from '../../src/lib/contact-details';

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
    formatAddress(
      clinic({
        building: 'Wimbledon Village Surgery',
        address: { street: '5 High Street', locality: 'Wimbledon', city: 'London', postcode: 'SW19 5AA' },
      }),
    ),
    'Wimbledon Village Surgery, 5 High Street, Wimbledon, London SW19 5AA',
  );
});
addressSuite('should skip an empty building', () => {
  assert.is(formatAddress(clinic({ building: '' })), '12 Garratt Lane, Earlsfield, London SW18 4AA');
});
addressSuite.run();

const hoursSuite = suite('describeHours');
const hoursCases: [string, Parameters<typeof describeHours>[0], string][] = [
  [
    'open rows then the closed ones',
    [
      { label: 'Monday to Friday', days: ['Monday'], opens: '07:30', closes: '20:00' },
      { label: 'Sunday', days: ['Sunday'] },
      { label: 'Saturday', days: ['Saturday'], opens: '08:30', closes: '13:30' },
      { label: 'bank holidays', days: [] },
    ],
    'Monday to Friday 7:30am to 8pm; Saturday 8:30am to 1:30pm; closed Sunday and bank holidays',
  ],
  [
    'no closed clause when every row is open',
    [{ label: 'Every day', days: ['Monday'], opens: '09:00', closes: '17:00' }],
    'Every day 9am to 5pm',
  ],
  [
    'a row with only an opening time as closed',
    [{ label: 'Sunday', days: ['Sunday'], opens: '09:00' }],
    'closed Sunday',
  ],
  [
    'closed labels in lower case mid-sentence, day names excepted',
    [
      { label: 'Sunday', days: ['Sunday'] },
      { label: 'Bank holidays', days: [] },
    ],
    'closed Sunday and bank holidays',
  ],
];
for (const [name, hours, expected] of hoursCases) {
  hoursSuite(`should describe ${name}`, () => assert.is(describeHours(hours), expected));
}
hoursSuite.run();
