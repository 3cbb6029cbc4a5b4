import { readFile } from 'node:fs/promises';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { CORE_SCHEMA, load } from 'js-yaml';
import type { ClinicPlace } from '../../src/lib/google-reviews';
import fixtures from './places-fixtures.json';

/**
 * A stand-in for Google's Places API (New), on 127.0.0.1, for local runs without a key: Place Details
 * (`GET /v1/places/{placeId}`) answers from real-shaped fixtures with only the fields the field mask asks for, and
 * refuses, in Google's error JSON, a request without a key or a field mask and a place it does not know.
 */
export type PlaceFixture = (typeof fixtures)[keyof typeof fixtures];

/** A value of a data file, or what it stands in for while it is a stand-in. */
const plainValue = (value: unknown) =>
  typeof value === 'object' && value !== null && 'standIn' in value ? (value as { standIn: unknown }).standIn : value;

/** Each clinic's id, name and Place ID in clinics.yaml, which the site tells the reviews function to ask for. */
export async function clinicPlacesIn(contentDir = 'content'): Promise<ClinicPlace[]> {
  const text = await readFile(path.join(contentDir, 'clinics.yaml'), 'utf8');
  const clinics = load(text, { schema: CORE_SCHEMA }) as { id: string; name: string; googlePlaceId: unknown }[];
  return clinics.map(({ id, name, googlePlaceId }) => ({ id, name, placeId: String(plainValue(googlePlaceId)) }));
}

/** The fixtures of each clinic, by the clinic's id in clinics.yaml; a clinic of another id gets the first. */
export function fixturesFor(clinics: readonly { id: string; placeId: string }[]): Map<string, PlaceFixture> {
  const byClinic: Record<string, PlaceFixture> = fixtures;
  return new Map(clinics.map((clinic) => [clinic.placeId, byClinic[clinic.id] ?? fixtures.earlsfield]));
}

function googleError(res: ServerResponse, code: number, status: string, message: string): void {
  res.writeHead(code, { 'Content-Type': 'application/json; charset=UTF-8' });
  res.end(JSON.stringify({ error: { code, message, status } }));
}

/** The place with only the masked top-level fields (`*` for all), as Google answers. */
function masked(place: PlaceFixture, mask: string): Record<string, unknown> {
  const fields = mask.split(',').map((field) => field.trim().split('.')[0] ?? '');
  return Object.fromEntries(Object.entries(place).filter(([key]) => fields.includes('*') || fields.includes(key)));
}

export interface FakePlaces {
  /** Where it answers, as GOOGLE_PLACES_API_URL: http://127.0.0.1:PORT/v1. */
  url: string;
  close(): Promise<void>;
}

export async function startFakePlaces(places: Map<string, PlaceFixture>): Promise<FakePlaces> {
  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://127.0.0.1');
    const match = /^\/v1\/places\/([^/]+)$/.exec(pathname);
    if (req.method !== 'GET' || !match) return googleError(res, 404, 'NOT_FOUND', 'Method not found.');
    if (!req.headers['x-goog-api-key']) {
      return googleError(res, 403, 'PERMISSION_DENIED', 'The request is missing a valid API key.');
    }
    const mask = String(req.headers['x-goog-fieldmask'] ?? '');
    if (!mask) return googleError(res, 400, 'INVALID_ARGUMENT', 'FieldMask is a required parameter.');
    const place = places.get(decodeURIComponent(match[1] ?? ''));
    if (!place) return googleError(res, 404, 'NOT_FOUND', 'The place ID is not found.');
    res.writeHead(200, { 'Content-Type': 'application/json; charset=UTF-8' }).end(JSON.stringify(masked(place, mask)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
