import { readdirSync, readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildRefusals, refusalText } from '../../../build/editor/build-refusals';
import { clinicSite } from '../../../templates/clinic-site';

const refusals = suite('buildRefusals');
/** The first thing the build would refuse in a file, as the editor's notice leads with it. */
const firstRefusal = (...args: Parameters<typeof buildRefusals>) => buildRefusals(...args)[0];
const photos = new Set(['/images/treatment-room.jpg']);
const read = (file: string) => readFileSync(`content/${file}`, 'utf8');
const post = read('posts/plantar-fasciitis.md');
/** The post with one front-matter line added after its title. */
const withLine = (line: string, text = post) => text.replace(/^(title: .*)$/m, `$1\n${line}`);

refusals('should take every shipped item and data file as the build does', () => {
  const files = [
    ...readdirSync('content').filter((file) => file.endsWith('.yaml')),
    ...Object.values(clinicSite.collections).flatMap(({ folder }) =>
      readdirSync(`content/${folder}`)
        .filter((file) => file.endsWith('.md') && !file.startsWith('_'))
        .map((file) => `${folder}/${file}`),
    ),
  ];
  assert.ok(files.length > 60, `${files.length} files`);
  for (const file of files) assert.is(firstRefusal(clinicSite, `content/${file}`, read(file), photos), undefined, file);
});

refusals('should refuse a photo without alt text, on a draft as on a published post, naming the field', () => {
  for (const published of ['true', 'false']) {
    const draft = withLine(
      'image_url: /images/treatment-room.jpg',
      post.replace(/^published: .*$/m, `published: ${published}`),
    );
    assert.equal(firstRefusal(clinicSite, 'content/posts/plantar-fasciitis.md', draft, photos), {
      field: 'Photo description',
      message: 'a photo needs a description of what it shows',
    });
  }
});

refusals('should refuse what the schema refuses, with the field by its label', () => {
  const pricing = read('pricing.yaml').replace(/^( +)price: .*$/m, '$1price: seventy');
  assert.is(firstRefusal(clinicSite, 'content/pricing.yaml', pricing, photos)?.field, 'Price');
  const noteless = post.replace(/^update_note: .*\n/m, '');
  assert.equal(firstRefusal(clinicSite, 'content/posts/plantar-fasciitis.md', noteless, photos), {
    field: 'Update note',
    // The build's message names the fields as the files do; the form, by their labels.
    message: '“Updated at” needs an “Update note” saying what changed',
  });
});

refusals('should name every field the build would refuse at once, fields with one message together', () => {
  const unsigned = post.replace(/^author: .*\n/m, '').replace(/^reviewed_by: .*\n/m, '');
  const said = buildRefusals(clinicSite, 'content/posts/plantar-fasciitis.md', unsigned, photos);
  assert.equal(
    said.map(({ field }) => field),
    ['Reviewed by', 'Author'],
  );
  assert.match(
    refusalText(said),
    /^Reviewed by: is needed before .*; Author: is needed before the article is published/,
  );
  assert.equal(refusalText([...said, said[0]!]), refusalText(said), 'each said once');
  // A General article without its review: the four review fields share one message, said once for all four.
  const general = unsigned
    .replace(/^category: .*$/m, 'category: General')
    .replace(/^(review_area|reviewed_at|next_review): .*\n/gm, '');
  const text = refusalText(buildRefusals(clinicSite, 'content/posts/plantar-fasciitis.md', general, photos));
  assert.match(text, /^Reviewed by, Clinical area, Reviewed at and Next review: are needed before the article is /);
  assert.is(text.split('General articles give health advice').length, 2, `the message once: ${text}`);
});

refusals("should refuse a member without registration whose role the site's map says needs one", () => {
  const member = read('team/helen-marsh.md').replace(/^registration:.*\n(?: {2}.*\n)*/m, '');
  const required = [{ folder: 'team', field: 'role', values: ['Physiotherapy Director'], requires: 'registration' }];
  const asked = [{ ...required[0]!, message: 'a physiotherapist needs their HCPC registration number' }];
  assert.equal(firstRefusal(clinicSite, 'content/team/helen-marsh.md', member, photos, asked), {
    field: 'Registration',
    message: 'a physiotherapist needs their HCPC registration number',
  });
  const other = [{ ...asked[0]!, values: ['Massage Therapist'] }];
  assert.is(firstRefusal(clinicSite, 'content/team/helen-marsh.md', member, photos, other), undefined);
  // A draft profile is saved without it: the number is needed to publish, as the build asks it of live items only.
  const draft = member.replace(/^published: true$/m, 'published: false');
  assert.is.not(draft, member);
  assert.is(firstRefusal(clinicSite, 'content/team/helen-marsh.md', draft, photos, asked), undefined);
});

refusals('should save a draft article before its author is known, and ask for one to publish it', () => {
  const draft = post.replace(/^published: .*$/m, 'published: false').replace(/^author: .*\n/m, '');
  assert.is.not(draft, post.replace(/^published: .*$/m, 'published: false'));
  assert.is(firstRefusal(clinicSite, 'content/posts/plantar-fasciitis.md', draft, photos), undefined);
  const live = draft.replace('published: false', 'published: true');
  assert.equal(firstRefusal(clinicSite, 'content/posts/plantar-fasciitis.md', live, photos), {
    field: 'Author',
    message: 'is needed before the article is published (a draft can be saved without it)',
  });
});

refusals('should save a new member as a draft with their name and bio alone, and name what publishing needs', () => {
  const named = '---\nname: Sophie Turner\npublished: false\n---\nSophie joins us in January.\n';
  assert.is(firstRefusal(clinicSite, 'content/team/sophie-turner.md', named, photos), undefined);
  const live = named.replace('published: false', 'published: true');
  assert.equal(firstRefusal(clinicSite, 'content/team/sophie-turner.md', live, photos), {
    field: 'Role',
    message: 'is needed before the profile is published (a draft can be saved without it)',
  });
  // An existing profile's file may leave the switch out: it is then live, and needs the whole profile.
  assert.is(
    firstRefusal(clinicSite, 'content/team/sophie-turner.md', named.replace('published: false\n', ''), photos)?.field,
    'Role',
  );
});

refusals('should refuse text the build cannot read as YAML, and leave files it does not build alone', () => {
  assert.match(firstRefusal(clinicSite, 'content/site.yaml', 'name: [unclosed', photos)?.message ?? '', /invalid YAML/);
  assert.is(firstRefusal(clinicSite, 'content/images/x.yaml', 'x: [', photos), undefined);
});

refusals.run();
