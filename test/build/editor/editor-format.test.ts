import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { load } from 'js-yaml';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  keepListMarkers,
  LIST_KEY,
  readDataFile,
  readEntryFile,
  SOURCE,
  writeDataFile,
  writeEntryFile,
} from '../../../build/editor/editor-format';

const files = readdirSync('content').filter((file) => file.endsWith('.yaml'));
const read = (file: string) => readFileSync(`content/${file}`, 'utf8');
const ITEM_FOLDERS = ['posts', 'pages', 'team', 'services'];
const items = ITEM_FOLDERS.flatMap((folder) =>
  readdirSync(`content/${folder}`)
    .filter((file) => file.endsWith('.md'))
    .map((file) => `${folder}/${file}`),
);

/** Lines added and removed between two texts, as `git diff --numstat` counts them. */
function numstat(before: string, after: string): [number, number] {
  const dir = mkdtempSync(path.join(tmpdir(), 'numstat-'));
  try {
    writeFileSync(path.join(dir, 'a'), before);
    writeFileSync(path.join(dir, 'b'), after);
    // git diff --no-index exits with 1 when the files differ.
    const out = (() => {
      try {
        return execFileSync('git', ['diff', '--no-index', '--numstat', 'a', 'b'], { cwd: dir, encoding: 'utf8' });
      } catch (error) {
        return String((error as { stdout?: string }).stdout ?? '');
      }
    })();
    const [added = '0', removed = '0'] = out.trim().split(/\s+/);
    return [Number(added), Number(removed)];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const format = suite('readDataFile and writeDataFile');

format('should write every data file and every item saved unchanged back byte for byte', () => {
  for (const file of files) assert.is(writeDataFile(readDataFile(read(file))), read(file), file);
  for (const file of items) assert.is(writeEntryFile(readEntryFile(read(file))), read(file), file);
  assert.ok(files.includes('pricing.yaml') && files.includes('clinics.yaml') && items.length > 60);
});

format('should write every data file and item, edited and edited back, as the same file', () => {
  for (const file of files) {
    const data = structuredClone(readDataFile(read(file)));
    assert.is(writeDataFile(JSON.parse(JSON.stringify(data))), read(file), file);
  }
});

format('should change one line for one fee, and keep the other example fees as stand-ins', () => {
  const text = read('pricing.yaml');
  const pricing = readDataFile(text) as { sections: { items: { price: unknown }[] }[] };
  assert.is(pricing.sections[0]!.items[0]!.price, 85);
  pricing.sections[0]!.items[1]!.price = 72;
  const written = writeDataFile(pricing);
  assert.equal(numstat(text, written), [1, 1]);
  const [first, second] = (load(written) as { sections: { items: { price: unknown }[] }[] }).sections[0]!.items;
  assert.equal(first!.price, {
    standIn: 85,
    replaceWith: "the clinic's fee for an initial physiotherapy consultation (45 minutes), in pounds",
  });
  assert.is(second!.price, 72);
  assert.match(written, /^ {8}price: 72$/m);
});

format("should change one line for a clinic's phone, keeping the clinics in their order", () => {
  const text = read('clinics.yaml');
  const clinics = readDataFile(text);
  const list = clinics[LIST_KEY] as { id: string; phone: string }[];
  list[1]!.phone = '020 7946 0999';
  const written = writeDataFile(clinics);
  assert.equal(numstat(text, written), [1, 1]);
  assert.equal(
    (load(written) as { id: string }[]).map((clinic) => clinic.id),
    list.map((clinic) => clinic.id),
  );
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

format('should edit a file that is one list as its entries, with the comments of the file kept', () => {
  const text = read('clinics.yaml');
  const clinics = readDataFile(text);
  assert.ok(Array.isArray(clinics[LIST_KEY]));
  (clinics[LIST_KEY] as { name: string }[])[0]!.name += ' Clinic';
  const written = writeDataFile(clinics);
  assert.ok(Array.isArray(load(written)));
  assert.ok(written.startsWith(/^(#[^\n]*\n)*/.exec(text)![0]), 'keeps its opening comment');
});

const entries = suite('readEntryFile and writeEntryFile');

entries("should change one line for a post's title, and leave the body as it was", () => {
  const text = read('posts/calf-pain.md');
  const post = readEntryFile(text);
  assert.is(post.body, text.split(/^---$/m).slice(2).join('---').slice(1));
  post.title = 'Calf Pain: Strains, Cramps and When to Get Help';
  const written = writeEntryFile(post);
  assert.equal(numstat(text, written), [1, 1]);
  assert.match(written, /^title: "Calf Pain: Strains, Cramps and When to Get Help"$/m, 'quoted as it was');
});

entries('should add and remove fields on lines of their own, leaving the rest', () => {
  const text = read('posts/calf-pain.md');
  const post = readEntryFile(text);
  post.redirect_from = ['/blog/calf-strain/'];
  assert.equal(numstat(text, writeEntryFile(post)), [1, 0]);
  post.redirect_from = undefined;
  post.update_note = undefined;
  assert.equal(numstat(text, writeEntryFile(post)), [0, 1]);
  post.update_note = readEntryFile(text).update_note;
  assert.is(writeEntryFile(post), text);
});

entries(
  "should keep the file's list markers when the rich-text view writes its own, so a one-word fix is one line",
  () => {
    const text = read('pages/about.md');
    const page = readEntryFile(text);
    const original = String(page.body);
    assert.match(original, /^- \*\*Earlsfield\*\*/m);
    // As the rich-text view hands a body back: every bullet as `*`, and one word changed.
    page.body = original.replace(/^- /gm, '* ').replace('friendly, independent', 'friendly, independent local');
    assert.equal(numstat(text, writeEntryFile(page)), [1, 1]);
    assert.is(keepListMarkers('No list here.\n', '* one\n'), '* one\n', "a body without a list keeps the editor's");
    assert.is(keepListMarkers('- a\n', '* b\n\n* * *\n'), '- b\n\n* * *\n', 'a rule stays a rule');
  },
);

entries(
  'should keep the blank line under the front matter when the rich-text view hands the body back without it',
  () => {
    const text = read('posts/calf-pain.md');
    const post = readEntryFile(text);
    assert.match(String(post.body), /^\n/, 'the file has the blank line');
    post.body = `${String(post.body).trimStart()}\nA new last paragraph.\n`;
    assert.equal(numstat(text, writeEntryFile(post)), [2, 0], 'the paragraph alone');
    const tight = '---\ntitle: Tight\n---\nBody.\n';
    assert.is(writeEntryFile({ ...readEntryFile(tight), body: 'Body.\n' }), tight, 'a file without one gets none');
  },
);

entries('should write a new item with its front matter, a blank line and its body', () => {
  const written = writeEntryFile({ title: 'New', published: false, body: 'A first paragraph.' });
  assert.is(written, '---\ntitle: New\npublished: false\n---\n\nA first paragraph.');
  assert.is(readEntryFile(written)[SOURCE], written, 'the text it was read from is kept for its save');
});

entries('should edit a stand-in in front matter as its plain value, and keep it a stand-in saved unchanged', () => {
  const text = [
    '---',
    'name: Helen Marsh',
    'registration:',
    '  hcpc: { standIn: PH00000, replaceWith: "the HCPC number" }',
    '---',
    'Bio.',
    '',
  ].join('\n');
  const member = readEntryFile(text) as { registration: { hcpc: unknown } };
  assert.is(member.registration.hcpc, 'PH00000', 'the field holds the plain value');
  assert.is(writeEntryFile(member), text, 'saved unchanged, it is the same file');
  member.registration.hcpc = 'PH123456';
  assert.match(writeEntryFile(member), /^ {2}hcpc: PH123456$/m, 'a value typed in is no longer a stand-in');
});

format.run();
entries.run();
