/**
 * Decap's own words where a receptionist reads them, put in the clinic's: a save is "Save" (whether it shows on the
 * site is the item's Published switch and date, not the button), and the sign-in names the clinic. Decap has one
 * English phrase book; these phrases are laid over it, and every other phrase stays Decap's.
 */
import { FORM_STATES } from './form-state';
import { SAVE_NOW } from './one-click-save';

type Phrases = { [key: string]: string | Phrases };

const merge = (base: Phrases, over: Phrases): Phrases =>
  Object.fromEntries(
    [...new Set([...Object.keys(base), ...Object.keys(over)])].map((key) => {
      const [a, b] = [base[key], over[key]];
      return [key, typeof a === 'object' && typeof b === 'object' ? merge(a, b) : (b ?? a ?? '')];
    }),
  );

export function clinicPhrases(siteName: string): Phrases {
  return {
    // Decap's header and side bar speak of collections, media and a "Quick add": the clinic's things are sections of
    // its site, photos, and a new one of something.
    app: { header: { media: 'Photos', quickAdd: 'Add new' } },
    collection: {
      sidebar: { collections: 'Sections', allCollections: 'All sections', searchAll: 'Search everything' },
    },
    auth: {
      login: `Sign in to edit ${siteName}`,
      loginWithGitHub: `Sign in with GitHub to edit ${siteName}`,
    },
    editor: {
      // A draft is deleted as a published item is; Decap asked about "this published entry" either way.
      editor: {
        onDeletePublishedEntry: 'Delete this item for good? It leaves the site, and the editor keeps no copy.',
        onDeleteWithUnsavedChanges:
          'Delete this item for good, with the changes you have not saved? It leaves the site, and the editor keeps ' +
          'no copy.',
      },
      // Decap's "Rich Text" and "Markdown" are a developer's names for the body's two views; "URL" a web address.
      editorWidgets: {
        markdown: {
          addComponent: 'Insert',
          richText: 'Formatted',
          markdown: 'Plain text',
          toggleMode: { rich: 'Show it formatted', markdown: 'Show it as plain text' },
        },
        image: { chooseUrl: 'Use a web address' },
        file: { chooseUrl: 'Use a web address' },
      },
      editorToolbar: {
        // Beside the arrow back to the list: Decap said "Writing in Posts collection".
        backCollection: ' Back to %{collectionLabel}',
        // Of a form nobody has changed since it was drawn: Decap's "Changes saved" said so of a form just opened.
        changesSaved: FORM_STATES.unchanged,
        unsavedChanges: FORM_STATES.changed,
        deleteEntry: 'Delete',
        deletePublishedEntry: 'Delete',
        publish: 'Save',
        publishing: 'Saving…',
        published: 'Saved',
        publishNow: SAVE_NOW,
        publishAndCreateNew: 'Save and write another',
        publishAndDuplicate: 'Save and copy',
      },
      // Under the field its label is beside: the build's own words follow it ("Opens: must be a 24-hour time…").
      editorControlPane: { widget: { regexPattern: '%{fieldLabel}: %{pattern}.' } },
    },
    mediaLibrary: {
      mediaLibraryModal: {
        // Each list keeps its photos in a folder of its own, so the team's may be empty while About shows one.
        noAssetsFound: 'No photos in this list’s folder yet: upload one with the button above.',
        // The dialog's title, as the header's button names it (Decap's "Images").
        images: 'Photos',
        chooseSelected: 'Use this photo',
        deleteSelected: 'Delete this photo',
      },
      mediaLibraryCard: {
        // A photo uploaded and not yet saved with its item: Decap's tag said "Draft".
        draft: 'Not saved yet',
        // The card's copy button: Decap's "Copy Name" and "Copy Path".
        copyName: 'Copy its name',
        copyPath: 'Copy its address',
        copyUrl: 'Copy its address',
      },
      mediaLibrary: {
        fileTooLarge:
          'This photo is too large to upload: a photo must be under %{size} kB. Save a smaller copy (2,000 pixels ' +
          'wide is plenty) and upload that.',
      },
    },
    // The notice agrees with the form: it says fields need changing, and each says what, not only "required".
    ui: {
      toast: { missingRequiredField: 'Not saved yet: some fields need a change. Each says what it needs, in red.' },
    },
  };
}

export interface Locales {
  getLocale(name: string): Phrases | undefined;
  registerLocale(name: string, phrases: Phrases): void;
}

/** Lays the clinic's phrases over Decap's English ones. */
export function layClinicWords(cms: Locales, siteName: string) {
  cms.registerLocale('en', merge(cms.getLocale('en') ?? {}, clinicPhrases(siteName)));
}
