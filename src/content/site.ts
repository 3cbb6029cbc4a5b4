import { z } from 'zod';
import { httpsUrlSchema } from './common';
import { forDevelopers, inFixedOrder } from './needed-when';
import { factText, fillFactText } from './fact-text';
import { standInOr, withStandIns } from './stand-in';

const dayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
/** What a time of day's field says of itself, by which the editor gives it a box that reads "2pm" as 14:00. */
export const TIME_OF_DAY = 'A time of day, kept as a 24-hour time';
const timeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time such as 07:30')
  .describe(TIME_OF_DAY);

export const openingHoursSchema = z.strictObject({
  label: z.string().min(1),
  days: z.array(z.enum(dayNames)),
  /** Both absent means closed. */
  opens: timeSchema.optional(),
  closes: timeSchema.optional(),
});

export const siteSchema = withStandIns(
  z.strictObject({
    name: z.string().min(1),
    shortName: z.string().min(1),
    tagline: z.string().min(1),
    description: factText(z.string().min(50).max(200)),
    url: standInOr(httpsUrlSchema),
    email: standInOr(z.email()),
    experienceYears: z.number().int().positive(),
    director: z.string().min(1),
    /** The business behind the site, as the footer and the legal pages name it (UK company and data protection law). */
    company: withStandIns(
      z.strictObject({
        name: standInOr(z.string().min(1)),
        number: standInOr(
          z.string().regex(/^[A-Z0-9]{8}$/, 'must be the 8-character company number from Companies House'),
        ),
        office: standInOr(z.string().min(1)),
        ico: standInOr(
          z.string().regex(/^[A-Z0-9]{8}$/, 'must be the 8-character ICO registration number, such as ZA123456'),
        ),
      }),
    ),
    booking: withStandIns(z.strictObject({ url: standInOr(httpsUrlSchema), practitioners: standInOr(httpsUrlSchema) })),
    social: withStandIns(z.strictObject({ facebook: standInOr(httpsUrlSchema), instagram: standInOr(httpsUrlSchema) })),
    /** The clinic's own outcome audits, which NICE asks for where the evidence for a treatment is uncertain. */
    audits: withStandIns(z.strictObject({ shockwave: standInOr(z.string().min(10)) })),
    openingHours: inFixedOrder(z.array(openingHoursSchema).min(1), 'the rows read as a week, Monday first'),
    emailjs: withStandIns(
      z.strictObject({
        serviceId: standInOr(z.string()).describe("The service's name in the clinic's EmailJS account"),
        templateId: standInOr(z.string()).describe("The email template's name in the clinic's EmailJS account"),
        publicKey: standInOr(z.string()).describe("The public code of the clinic's EmailJS account"),
      }),
    ).describe(
      'The EmailJS account the contact form sends messages through; until it is filled in, the form gives the ' +
        'phone number and email instead',
    ),
    reviews: z
      .strictObject({
        url: z
          .union([z.literal(''), httpsUrlSchema])
          .describe("Another service's address for the Google reviews; left empty, the site's own is used"),
        anonKey: z.string().describe('The code that service asks for; left empty with the address'),
      })
      .describe('Where pages fetch the Google reviews from'),
    /** Where the browser editor at /admin/ saves its changes; without it the site has no editor. */
    editor: withStandIns(
      forDevelopers(
        z.strictObject({
          repo: standInOr(
            z
              .string()
              .regex(/^[\w.-]+\/[\w.-]+$/, 'must be a GitHub repository as owner/name, such as wandle-physio/website'),
          ).describe('The GitHub repository the content editor saves to, as owner/name'),
          authEndpoint: standInOr(
            z
              .string()
              .regex(
                /^[a-z0-9-]+(\/[a-z0-9-]+)*$/,
                'must be a path on the site without its first slash, such as admin/auth',
              ),
          ).describe(
            'The address on this site where staff sign in to the content editor with GitHub, without its first slash',
          ),
        }),
        'the editor saves through them: a mistake here would stop it saving',
      ),
    ).optional(),
  }),
  // The description names the director's years as a placeholder, filled here so every page and feed reads the years.
).transform((site) => ({ ...site, description: fillFactText(site.description, site) }));

export type Site = z.infer<typeof siteSchema>;
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/**
 * The social profiles the clinic has given. A stand-in address is a page that is not the clinic's, so it is neither
 * linked for visitors nor named to search engines.
 */
export function givenProfiles({ social }: Site): { name: string; url: string }[] {
  const profiles = [
    { key: 'facebook', name: 'Facebook', url: social.facebook },
    { key: 'instagram', name: 'Instagram', url: social.instagram },
  ] as const;
  return profiles.filter(({ key }) => social.standIns?.[key] === undefined).map(({ name, url }) => ({ name, url }));
}
