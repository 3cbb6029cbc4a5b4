import { z } from 'zod';
import { redirectFromSchema, slugSchema } from './common';
import type { RasterEntry } from './images';
import { neededWhen } from './needed-when';
import { REGISTERED_PROFESSION } from './roles';
import { standInOr, withStandIns } from './stand-in';

export const teamGroups = ['physiotherapists', 'massage-therapists', 'pilates', 'womens-health'] as const;
export type TeamGroup = (typeof teamGroups)[number];

/** The clinical areas an article's advice belongs to, and a clinician reviews within. */
export const reviewAreas = ['musculoskeletal', 'sports', 'pelvic-health', 'rehabilitation', 'exercise'] as const;

/** The HCPC's register, where anyone can check a clinician's registration by name or number. */
export const HCPC_REGISTER_URL = 'https://www.hcpc-uk.org/check-the-register/';

/**
 * A regulated clinician's registration, shown on their profile so a patient can check it. The HCPC protects the
 * title "physiotherapist": everyone the site calls one has a number here (the team's reference to their role, in
 * collections.ts, asks for it of every role whose profession is that).
 */
const registrationSchema = withStandIns(
  z.strictObject({
    hcpc: standInOr(
      z.string().regex(/^PH\d{5,6}$/, 'must be the HCPC registration number as the register shows it: PH and digits'),
    ).describe('The HCPC registration number, as the HCPC register shows it'),
  }),
);

export const teamMemberSchema = z.strictObject({
  name: z.string().min(1).describe("The member's name; posts name it as their author"),
  role: z.string().min(1).describe('One of the roles in Settings and lists › Roles, where a new one can be added'),
  groups: z.array(z.enum(teamGroups)).min(1).describe('The team pages the member appears on'),
  order: z.number().int().describe('Lower comes first'),
  qualifications: z.string().min(1).describe('One line of qualifications'),
  specialisms: z.array(z.string().min(1)),
  clinics: z.array(slugSchema).min(1).describe('The clinics they work at'),
  summary: z.string().min(1).max(160).describe('Up to 160 characters, for cards'),
  /**
   * A photo from content/images/ that replaces the monogram portrait. Without it, a photo named after
   * the member, such as content/images/team/helen-marsh.jpg, is used when there is one.
   */
  image: z
    .string()
    .regex(/^\/images\/[\w./-]+$/, 'must be a photo path such as /images/team/helen-marsh.jpg')
    .optional()
    .describe('A portrait, square if possible; without one, a photo named after the member or a monogram is shown'),
  registration: registrationSchema
    .optional()
    .describe(
      `The clinician's professional registration. Every ${REGISTERED_PROFESSION} must have it, since everyone in ` +
        'the team appears on the site; other roles leave it empty',
    )
    .register(neededWhen, { needed: `needed for a ${REGISTERED_PROFESSION}` }),
  reviews: z
    .array(z.enum(reviewAreas))
    .default([])
    .describe(
      'The areas whose articles this clinician reviews: a review outside them is refused, ' +
        'since advice is checked by someone who treats it',
    ),
  redirect_from: redirectFromSchema,
});

export type TeamMemberData = z.infer<typeof teamMemberSchema>;
export interface MemberOutline extends TeamMemberData {
  slug: string;
  file: string;
}
export interface TeamMember extends MemberOutline {
  bioHtml: string;
  /** The portrait's responsive variants, when there is a photo. */
  photo?: RasterEntry;
}

/** Titles and introductions of the four team group pages. */
export const teamGroupsSchema = z
  .array(
    z.strictObject({
      slug: z.enum(teamGroups),
      title: z.string().min(1),
      description: z.string().min(1),
    }),
  )
  .length(teamGroups.length);
