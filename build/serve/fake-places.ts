import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ClinicPlace } from '../../src/lib/google-reviews';
import { parseYaml } from '../stages/read/front-matter';
import fixtures from './places-fixtures.json';
import type { FetchHandler } from './web-handler';

export type PlaceFixture = (typeof fixtures)[keyof typeof fixtures];

/** A value of a data file, or what it stands in for while it is a stand-in. */
const plainValue = (value: unknown) =>
  typeof value === 'object' && value !== null && 'standIn' in value ? (value as { standIn: unknown }).standIn : value;

/** Each clinic's id, name and Place ID in clinics.yaml, which the site tells the reviews function to ask for. */
export async function clinicPlacesIn(contentDir = 'content'): Promise<ClinicPlace[]> {
  const text = await readFile(path.join(contentDir, 'clinics.yaml'), 'utf8');
  const { value, error } = parseYaml(text);
  if (error) throw new Error(`${contentDir}/clinics.yaml: ${error.field} ${error.message}`.replace('  ', ' '));
  const clinics = value as { id: string; name: string; googlePlaceId: unknown }[];
  return clinics.map(({ id, name, googlePlaceId }) => ({ id, name, placeId: String(plainValue(googlePlaceId)) }));
}

/** The fixtures of each clinic, by the clinic's id in clinics.yaml; a clinic of another id gets the first. */
export function fixturesFor(clinics: readonly { id: string; placeId: string }[]): Map<string, PlaceFixture> {
  const byClinic: Record<string, PlaceFixture> = fixtures;
  return new Map(clinics.map((clinic) => [clinic.placeId, byClinic[clinic.id] ?? fixtures.earlsfield]));
}

const googleError = (code: number, status: string, message: string) =>
  Response.json({ error: { code, message, status } }, { status: code });

/** The place with only the masked top-level fields (`*` for all), as Google answers. */
function masked(place: PlaceFixture, mask: string): Record<string, unknown> {
  const fields = mask.split(',').map((field) => field.trim().split('.')[0] ?? '');
  return Object.fromEntries(Object.entries(place).filter(([key]) => fields.includes('*') || fields.includes(key)));
}

/**
 * A stand-in for Google's Places API (New) for local runs without a key, answering the Functions' calls to Google in
 * workerd (no server of its own): Place Details from real-shaped fixtures, only the fields the field mask asks for, and
 * Google's error JSON for a request without a key or a field mask, or a place it does not know.
 */
export function fakePlaces(places: Map<string, PlaceFixture>): FetchHandler {
  return async (request) => {
    const match = /^\/v1\/places\/([^/]+)$/.exec(new URL(request.url).pathname);
    if (request.method !== 'GET' || !match) return googleError(404, 'NOT_FOUND', 'Method not found.');
    if (!request.headers.get('x-goog-api-key')) {
      return googleError(403, 'PERMISSION_DENIED', 'The request is missing a valid API key.');
    }
    const mask = request.headers.get('x-goog-fieldmask') ?? '';
    if (!mask) return googleError(400, 'INVALID_ARGUMENT', 'FieldMask is a required parameter.');
    const place = places.get(decodeURIComponent(match[1] ?? ''));
    if (!place) return googleError(404, 'NOT_FOUND', 'The place ID is not found.');
    return Response.json(masked(place, mask));
  };
}
