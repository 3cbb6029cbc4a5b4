import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { lengthProblem } from '../../../build/editor/plain-errors';
import { saveWord } from '../../../build/editor/save-words';
import { clinicPhrases } from '../../../build/editor/clinic-words';
import { formWord } from '../../../build/editor/form-state';

const words = suite("the editor's words for saving and for a field's length");
const NOW = Date.parse('2026-11-27T10:00:00Z');

words('should name the save by what it does: a draft, a later date, or now', () => {
  assert.is(saveWord(false, '2026-11-01T09:00:00Z', NOW), 'Save draft');
  assert.is(saveWord(false, '2027-01-04T09:00', NOW), 'Save draft', 'a draft stays a draft, whatever its date');
  assert.is(saveWord(true, '2026-12-04T09:00:00+00:00', NOW), 'Schedule');
  assert.is(saveWord(true, '2026-11-27T09:59:00Z', NOW), 'Publish');
});

words('should say of a form only what is true: no changes yet, not saved yet for a new one, or saved', () => {
  assert.is(formWord('#/collections/posts/entries/knee-pain', false, false), 'No changes yet');
  assert.is(formWord('#/collections/posts/entries/knee-pain', true, true), 'Unsaved changes');
  assert.is(formWord('#/collections/posts/new', false, false), 'Not saved yet');
  assert.is(formWord('#/collections/posts/new', true, true), 'Not saved yet', 'a new form is never saved');
  assert.is(formWord('#/collections/data/entries/pricing', false, true), 'Saved', 'read back after its save');
  const toolbar = (clinicPhrases('Clinic').editor as { editorToolbar: Record<string, string> }).editorToolbar;
  assert.is(toolbar.changesSaved, 'No changes yet', "Decap's own word, before the page's script puts its own");
});

words('should say a length rule with the count, and nothing once the text fits', () => {
  assert.is(lengthProblem('x'.repeat(12), 50, 200), 'Write at least 50 characters (you have 12)');
  assert.is(lengthProblem('x'.repeat(201), 50, 200), 'Write at most 200 characters (you have 201)');
  assert.is(lengthProblem('x'.repeat(50), 50, 200), undefined);
  assert.is(lengthProblem('ab', 1, 1), 'Write at most 1 character (you have 2)');
  assert.is(lengthProblem('anything', undefined, undefined), undefined);
});

words.run();

const phrases = suite('clinicPhrases');

/** Every phrase laid over Decap's, with its path in the phrase book. */
const flat = (value: unknown, at = ''): [string, string][] =>
  typeof value === 'string'
    ? [[at, value]]
    : Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
        flat(child, at ? `${at}.${key}` : key),
      );

phrases('should ask about a deletion, an empty photo list and a too large photo in staff words', () => {
  const said = Object.fromEntries(flat(clinicPhrases('Wandle Physiotherapy')));
  assert.match(said['editor.editor.onDeletePublishedEntry'] ?? '', /^Delete this item for good\?/);
  assert.is(said['editor.editorWidgets.markdown.addComponent'], 'Insert');
  // Decap's "Writing in Posts collection", "Delete entry", "Insert from URL" and "Rich Text"/"Markdown" each laid over.
  for (const key of [
    'editor.editorToolbar.backCollection',
    'editor.editorToolbar.deleteEntry',
    'editor.editorWidgets.image.chooseUrl',
    'editor.editorWidgets.markdown.richText',
    'editor.editorWidgets.markdown.markdown',
  ])
    assert.ok(said[key], key);
  assert.match(said['mediaLibrary.mediaLibraryModal.noAssetsFound'] ?? '', /^No photos in this list’s folder yet/);
  // The photo dialog's button and an upload's tag, where Decap said "Choose selected" and "Draft".
  assert.is(said['mediaLibrary.mediaLibraryModal.chooseSelected'], 'Use this photo');
  assert.is(said['mediaLibrary.mediaLibraryCard.draft'], 'Not saved yet');
  for (const [key, text] of Object.entries(said))
    assert.not.match(text, /\b(entry|entries|component|asset|configured|collection|url|markdown|rich text)\b/i, key);
});

phrases.run();
