import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { tokenNames, tokenValues } from '../../src/content/site-tokens';
import { dataOf } from '../build/stages/small-site';
import { clinicSite } from '../../templates/clinic-site';
import { menuPattern, placeholderMenus, placeholderText } from '../../src/lib/placeholder-menu';

const values = {
  'snippet.dvt': 'Seek urgent help for a hot, swollen calf.',
  'fee.home-visit': '£95',
  'fee.physio-initial': '£85',
  'phone.earlsfield': '020 7946 0321',
  'address.earlsfield': '1 Example Road',
};

const menus = suite('placeholderMenus');

menus('should give each menu a pattern matching only its own placeholders, so each is handed to its own', () => {
  const all = placeholderMenus(values);
  assert.equal(
    all.map((menu) => menu.id),
    ['clinical-snippet', 'fee', 'placeholder'],
  );
  for (const name of Object.keys(values)) {
    // The editor hands a paragraph to the first menu whose pattern matches it.
    const claimed = all.find((menu) => menuPattern(menu).test(placeholderText(name)));
    assert.ok(
      claimed?.choices.some((choice) => choice.value === name),
      `${name} was claimed by ${claimed?.id}`,
    );
    assert.is(menuPattern(claimed!).exec(placeholderText(name))?.[1], name);
  }
});

menus('should leave alone a placeholder no menu offers, and text around a placeholder', () => {
  for (const menu of placeholderMenus(values))
    for (const text of ['{{fee.unknown}}', 'Costs {{fee.home-visit}}', '{{fee.home-visit}} a visit', '{{fee}}'])
      assert.not.ok(menuPattern(menu).test(text), `${menu.id}: ${text}`);
  assert.ok(menuPattern(placeholderMenus(values)[1]!).test('{{ fee.home-visit }}'));
});

menus('should give a menu with nothing to offer a pattern that matches nothing', () => {
  const [snippets] = placeholderMenus({ 'fee.home-visit': '£95' });
  assert.equal(snippets!.choices, []);
  assert.not.ok(menuPattern(snippets!).test('{{snippet.dvt}}'));
  assert.not.ok(menuPattern(snippets!).test(''));
});

menus('should name fees and clinic details in words, never by the code a page stores', () => {
  const names = tokenNames({
    clinics: [{ id: 'earlsfield', name: 'Earlsfield' }],
    pricing: { sections: [{ items: [{ id: 'home-visit', name: 'Home visit', duration: '60 minutes' }] }] },
  } as unknown as Parameters<typeof tokenNames>[0]);
  const [, fees, details] = placeholderMenus(values, names);
  const homeVisit = fees!.choices.find((choice) => choice.value === 'fee.home-visit');
  assert.equal(homeVisit?.label, 'Home visit, 60 minutes: £95');
  assert.equal(
    details!.choices.map((choice) => choice.label),
    ['Earlsfield address: 1 Example Road', 'Earlsfield phone: 020 7946 0321'],
  );
  // A fee the names do not know yet (added since) is still offered, by its own name.
  assert.ok(fees!.choices.some((choice) => choice.label === 'physio-initial: £85'));
});

menus('should name every placeholder of the shipped site in words, beside its value', () => {
  const valid = (name: 'site' | 'clinics' | 'pricing' | 'insurers') =>
    clinicSite.dataFiles[name]!.schema.parse(dataOf(name));
  const data = {
    site: valid('site'),
    clinics: valid('clinics'),
    pricing: valid('pricing'),
    insurers: valid('insurers'),
  } as Parameters<typeof tokenValues>[0];
  const names = tokenNames(data);
  const values = Object.keys(tokenValues(data));
  assert.ok(values.length > 20, `${values.length} placeholders`);
  assert.equal(
    values.filter((name) => !(name in names)),
    [],
  );
});

menus('should offer clinical advice by its words, never by the code a page names it by', () => {
  const [snippets] = placeholderMenus(values);
  assert.equal(
    snippets!.choices.map((choice) => choice.label),
    ['Seek urgent help for a hot, swollen calf.'],
  );
});

menus('should show a value that is markup as the words a visitor reads, never its tags', () => {
  const button = { 'booking.button': '<a class="button" href="/contact/">Book Online Now</a>' };
  const [, , details] = placeholderMenus(button, { 'booking.button': 'Book Online Now button' });
  assert.equal(
    details!.choices.map((choice) => choice.label),
    ['Book Online Now button: Book Online Now'],
  );
});

menus.run();
