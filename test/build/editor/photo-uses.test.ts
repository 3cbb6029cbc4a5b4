import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { leftUnused, photoUsers, unusedPhotoNote } from '../../../build/editor/photo-uses';

const uses = suite('a photo only a deleted item used, named for removal');

const PHOTOS = {
  '/images/posts/knee.jpg': ['/images/posts/knee-640.webp'],
  '/images/posts/hip.jpg': ['/images/posts/hip-640.webp'],
  '/images/team/anna.jpg': [],
};
const users = photoUsers(PHOTOS, [
  { file: 'posts/knee.md', value: { image: '/images/posts/knee.jpg', html: '<img src="/images/posts/hip-640.webp">' } },
  { file: 'posts/hip.md', value: { image: '/images/posts/hip.jpg' } },
  { file: 'site.yaml', value: { name: 'Clinic' } },
]);

uses('should find which files name each photo', () => {
  assert.equal(users, {
    '/images/posts/knee.jpg': ['posts/knee.md'],
    '/images/posts/hip.jpg': ['posts/knee.md', 'posts/hip.md'],
    '/images/team/anna.jpg': [],
  });
});

uses('should name only the photos the deleted items used and no other does', () => {
  assert.equal(leftUnused(users, ['posts/knee.md']), ['/images/posts/knee.jpg']);
  assert.equal(leftUnused(users, ['posts/hip.md']), [], 'the hip photo is still in the knee post');
  assert.equal(leftUnused(users, ['site.yaml']), [], 'a photo no file names is not the deletion’s doing');
});

uses('should say so in staff words, pointing to where a photo is removed', () => {
  assert.is(
    unusedPhotoNote(['/images/posts/knee.jpg']),
    "Deleted. No page uses its photo “posts/knee.jpg” now. It is still among the site's photos: if it is not " +
      'wanted, delete it under Media.',
  );
  const note = unusedPhotoNote(['/images/a.jpg', '/images/b.jpg']) ?? '';
  assert.match(note, /its photos “a.jpg”, “b.jpg” now\. They are/);
  assert.is(unusedPhotoNote([]), undefined);
});

uses.run();
