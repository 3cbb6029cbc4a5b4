import type Sharp from 'sharp';

/**
 * sharp loads libvips and its encoders (about 80 ms), which a build that makes no image does
 * not need, so it is loaded on first use; Node's module cache keeps the one copy.
 */
export function loadSharp(): Promise<typeof Sharp> {
  return import('sharp').then((module) => module.default);
}
