import { CONTENT, type EditorConfig, editorConfig } from './editor-config';
import { labelOf } from './editor-fields';
import type { Registry } from '../../src/content/registry';

/**
 * Where a link or a reference is in the editor, by the labels the editor's own configuration shows on the way to it
 * (Settings and lists › Home › Popular posts), so a refusal can send a receptionist there.
 */
type ConfigField = { name: string; label: string; fields?: ConfigField[]; field?: ConfigField };

/** The labels on the way to a field named `name` among `fields`, however deep (a list file's "Roles › Name"). */
function fieldLabels(fields: ConfigField[], name: string): string[] | undefined {
  for (const field of fields) {
    if (field.name === name) return [field.label];
    const inner = field.fields ?? (field.field ? [field.field] : []);
    const found = fieldLabels(inner, name);
    if (found) return [field.label, ...found];
  }
  return undefined;
}

/** Where a field of a content file (`home.yaml`, `popularPosts`) is in the editor, by the labels the editor shows. */
export interface EditorPlace {
  /** The collection's label, and a data file's own ("Settings and lists", "Home"); an item's title comes after. */
  collection: string[];
  /** The field's label, with the labels of the lists it is in ("Popular posts", "Sections › Items › Price"). */
  field: string[];
}

/** A content file's field (`posts/x.md`, `author`) as the editor's configuration labels the way to it. */
export function editorPlace(config: EditorConfig, file: string, field: string): EditorPlace | undefined {
  const path = `${CONTENT}/${file}`;
  for (const collection of config.collections) {
    const dataFile = 'files' in collection ? collection.files.find((candidate) => candidate.file === path) : undefined;
    const inFolder = 'folder' in collection && path.startsWith(`${collection.folder}/`);
    if (!dataFile && !inFolder) continue;
    const fields = ((dataFile ?? collection) as { fields: ConfigField[] }).fields;
    const labels = fieldLabels(fields, field) ?? [labelOf(field)];
    // A list file's list is labelled as the file is: the way there says it once.
    return {
      collection: dataFile ? [collection.label, dataFile.label] : [collection.label],
      field: dataFile && labels.length > 1 && labels[0] === dataFile.label ? labels.slice(1) : labels,
    };
  }
  return undefined;
}

/** The configuration the labels are read from: they depend on the schemas and the registry, not on the settings. */
const configs = new WeakMap<Registry, EditorConfig>();
export function labelsConfig(registry: Registry): EditorConfig {
  let config = configs.get(registry);
  if (!config) configs.set(registry, (config = editorConfig(registry, { repo: '', authEndpoint: '', siteUrl: '' })));
  return config;
}
