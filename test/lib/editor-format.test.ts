import { readdirSync, readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { LIST_KEY, readDataFile, writeDataFile } from '../../src/content/editor-format';

const files = readdirSync('content').filter((file) => file.endsWith('.yaml'));
const read = (file: string) => readFileSync(`content/${file}`, 'utf8');

const format = suite('readDataFile and writeDataFile');

format('should write every data file back as the same data, with its opening comment', () => {
  for (const file of files) {
    const text = read(file);
    const written = writeDataFile(readDataFile(text));
    assert.equal(load(written), load(text), file);
    assert.ok(written.startsWith(/^(#[^\n]*\n)*/.exec(text)![0]), `${file} keeps its comment`);
  }
  assert.ok(files.includes('pricing.yaml') && files.includes('clinics.yaml'));
});

format('should edit a stand-in as its value, and keep it a stand-in unless the value changed', () => {
  const pricing = readDataFile(read('pricing.yaml')) as { sections: { items: { price: unknown }[] }[] };
  const items = pricing.sections[0]!.items;
  assert.is(items[0]!.price, 85);
  items[1]!.price = 72;
  const written = load(writeDataFile(pricing)) as { sections: { items: { price: unknown }[] }[] };
  const [first, second] = written.sections[0]!.items;
  assert.equal(first!.price, {
    standIn: 85,
    replaceWith: "the clinic's fee for an initial physiotherapy consultation (45 minutes), in pounds",
  });
  assert.is(second!.price, 72);
});

format('should keep a stand-in with its item when items are reordered', () => {
  const pricing = readDataFile(read('pricing.yaml')) as { sections: { items: { id: string; price: unknown }[] }[] };
  pricing.sections[0]!.items.reverse();
  const written = load(writeDataFile(pricing)) as {
    sections: { items: { id: string; price: { standIn: number } }[] }[];
  };
  const initial = written.sections[0]!.items.find((item) => item.id === 'physio-initial');
  assert.is(initial?.price.standIn, 85);
});

format('should edit a file that is one list as its entries', () => {
  const clinics = readDataFile(read('clinics.yaml'));
  assert.ok(Array.isArray(clinics[LIST_KEY]));
  assert.ok(Array.isArray(load(writeDataFile(clinics))));
});

format.run();
