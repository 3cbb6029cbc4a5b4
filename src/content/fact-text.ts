import { z } from 'zod';

/** The site.yaml facts a data file's short texts may name, so a heading or a description never copies them. */
export interface FactTextSource {
  experienceYears: number;
  director: string;
}

const NAMES: readonly (keyof FactTextSource)[] = ['experienceYears', 'director'];
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/**
 * A short text in a data file (the home page's experience panel, the site's description) that may name the
 * director and their years of experience as {{director}} and {{experienceYears}}; no other placeholder.
 */
export const factText = (schema: z.ZodString = z.string().min(1)) =>
  schema.refine(
    (text) => [...text.matchAll(PLACEHOLDER)].every(([, name]) => NAMES.includes(name as keyof FactTextSource)),
    {
      message: `may name only ${NAMES.map((name) => `{{${name}}}`).join(' and ')} (from site.yaml) as placeholders`,
    },
  );

/** The text with its placeholders filled from site.yaml. */
export const fillFactText = (text: string, site: FactTextSource): string =>
  text.replace(PLACEHOLDER, (match, name: string) =>
    NAMES.includes(name as keyof FactTextSource) ? String(site[name as keyof FactTextSource]) : match,
  );
