import type { ClinicPlace, PlaceReview } from '../../src/lib/google-reviews';

/** Reviews shaped as Place Details (New) returns them, for the tables of the reviews tests. */

export const EARLSFIELD: ClinicPlace = { id: 'earlsfield', name: 'Earlsfield', placeId: 'ChIJx6m0mB8FdkgRvJm6a3a8Qxo' };
export const WIMBLEDON: ClinicPlace = {
  id: 'wimbledon',
  name: 'Wimbledon Village',
  placeId: 'ChIJ0a1xq0QJdkgRk3mO9W6bB1c',
};

/**
 * Review `n` of a clinic, written `n` days before 1 November 2026 (so a higher number is older), with every field
 * Google fills in; `overrides` replaces whole fields, and a field set to undefined is left out.
 */
export function placeReview(clinic: ClinicPlace, n: number, overrides: Partial<PlaceReview> = {}): PlaceReview {
  const id = `ChZDSUhNMG9nS0VJQ0FnSUR${clinic.id}${n}`;
  const review: PlaceReview = {
    name: `places/${clinic.placeId}/reviews/${id}`,
    relativePublishTimeDescription: `${n} days ago`,
    rating: 5,
    text: {
      text: `Review ${n} of ${clinic.name}: friendly, clear and my shoulder is much better.`,
      languageCode: 'en',
    },
    originalText: {
      text: `Review ${n} of ${clinic.name}: friendly, clear and my shoulder is much better.`,
      languageCode: 'en',
    },
    authorAttribution: {
      displayName: `${clinic.name} Reviewer ${n}`,
      uri: `https://www.google.com/maps/contrib/10843${n}7765412${n}/reviews`,
      photoUri: `https://lh3.googleusercontent.com/a-/ALV-UjW${n}x=s128-c0x00000000-cc-rp-mo`,
    },
    publishTime: new Date(Date.UTC(2026, 10, 1 - n, 9, 30)).toISOString().replace('.000Z', '.418265Z'),
    googleMapsUri: [
      `https://www.google.com/maps/reviews/data=!4m8!14m7!1m6!2m5!1s${id}`,
      `!2m1!1s0x0:0x${n}f3a!3m1!1s2@1:${id}`,
    ].join(''),
    ...overrides,
  };
  return JSON.parse(JSON.stringify(review));
}

/** `count` reviews of a clinic, numbered from `first`. */
export const placeReviews = (clinic: ClinicPlace, count: number, first = 1): PlaceReview[] =>
  Array.from({ length: count }, (_, i) => placeReview(clinic, first + i));
