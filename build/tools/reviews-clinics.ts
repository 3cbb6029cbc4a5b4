import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CORE_SCHEMA, load } from 'js-yaml';
import { clinicsSchema } from '../../src/content/clinic';
import type { ClinicPlace } from '../../src/lib/google-reviews';

/**
 * `npm run reviews:clinics`: writes each clinic's name and Google Place ID from content/clinics.yaml into the file the
 * reviews function imports. Cloudflare Pages bundles functions/ itself, from the repository, without the site's build,
 * so the function reads a plain JSON file; a test fails when the file and clinics.yaml disagree.
 */
export const CLINICS_FILE = 'functions/reviews/clinics.json';

export async function clinicsFile(contentDir = 'content'): Promise<string> {
  const clinics = clinicsSchema.parse(
    load(await readFile(path.join(contentDir, 'clinics.yaml'), 'utf8'), { schema: CORE_SCHEMA }),
  );
  const places: ClinicPlace[] = clinics.map(({ id, name, googlePlaceId }) => ({ id, name, placeId: googlePlaceId }));
  return `${JSON.stringify(places, null, 2)}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await writeFile(CLINICS_FILE, await clinicsFile());
  console.log(`Wrote ${CLINICS_FILE} from content/clinics.yaml`);
}
