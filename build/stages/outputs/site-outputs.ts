import type { SiteDefinition } from '../../../src/content/site-definition';
import type { SiteModel } from '../../../src/content/site-model';
import type { ImageFile, IslandBundle } from '../../model';
import { pageAssets, pageOutputs } from './render-pages';
import { movedPageOutputs } from './moved-files';
import { coverOutputs } from './covers';
import { siteFileOutputs } from './site-files';
import { editorOutputs } from '../../editor/editor-files';
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileOfBytes, type OutputFile } from '../../output-file';

export interface SiteInputs {
  model: SiteModel;
  bundle: IslandBundle;
  css: { file: string; contents: Uint8Array };
  photos: ImageFile[];
  /** Files in public/, site paths ('/favicon.svg'), and the folder they are in. */
  publicFiles: string[];
  publicDir: string;
  /** The site: its collections, templates and the code that draws pages and covers. */
  site: SiteDefinition;
  /** The repository's folder, where the editor's script and packages are found; the working folder by default. */
  root?: string;
}

/** Every file of the built site but the cards and the search index, by kind, each made on demand. */
export interface SiteOutputs {
  pages: OutputFile[];
  covers: OutputFile[];
  files: OutputFile[];
}

/**
 * Pages, covers, assets, the sitemap and its kin, and public/ (a public file at the path of one the build makes is a
 * problem, found with every other clash before the writer stores anything: see path-clashes.ts).
 */
export function siteOutputs({
  model,
  bundle,
  css,
  photos,
  publicFiles,
  publicDir,
  site,
  root = process.cwd(),
}: SiteInputs): SiteOutputs {
  const pages = pageOutputs(model, site, pageAssets(bundle, `/${css.file}`));
  const covers = coverOutputs(model, site);
  const own = [...photos, css, ...bundle.files]
    .map(fileOfBytes)
    .concat(
      siteFileOutputs(model, site),
      movedPageOutputs(model, `/${css.file}`, site.pages),
      editorOutputs({ model, css: `/${css.file}`, root, site }),
    );
  const copied = publicOutputs(
    publicDir,
    publicFiles.map((file) => file.slice(1)),
  );
  return { pages, covers, files: [...own, ...copied] };
}

/** Keyed by size and modification time, so unchanged public files are not even read. */
export function publicOutputs(publicDir: string, files: string[]): OutputFile[] {
  return files.map((file) => {
    const source = path.join(publicDir, file);
    const { size, mtimeMs } = statSync(source);
    return { file, from: `public/${file}`, key: `public ${size} ${mtimeMs}`, make: () => readFile(source) };
  });
}
