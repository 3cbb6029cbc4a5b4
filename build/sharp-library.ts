import type Sharp from 'sharp';

/** Loaded on first use, then cached by Node: sharp's libvips and encoders take about 80 ms, needless without images. */
export function loadSharp(): Promise<typeof Sharp> {
  return import('sharp').then((module) => module.default);
}
