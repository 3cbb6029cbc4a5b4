import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type Sharp from 'sharp';

/**
 * sharp loads libvips and its encoders (about 80 ms), which a build that makes no image does
 * not need, so it is loaded on first use. What decides an image's bytes is named by sharp's
 * release, read from its package file: each release pins the libvips, librsvg, Pango and
 * encoders it ships with.
 */
const entry = createRequire(import.meta.url).resolve('sharp');
export const SHARP_RELEASE: string = (JSON.parse(readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8')) as { version: string }).version;

let loading: Promise<typeof Sharp> | undefined;

export function loadSharp(): Promise<typeof Sharp> {
  return (loading ??= import('sharp').then((module) => module.default));
}
