import { z } from 'zod';
import { redirectFromSchema, slugSchema } from './common';
import type { RasterEntry } from './images';
import { filledToPublish, neededToPublish, neededWhen } from './needed-when';
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

/**
 * The fields a member's profile needs before it goes live, and not before: a new member can be saved as a draft
 * with their name alone, while the clinic finds out the rest (their qualifications, their clinics, a new role).
 */
const profileFields = ['role', 'groups', 'qualifications', 'clinics', 'summary'] as const;

export const teamMemberSchema = z
  .strictObject({
    name: z.string().min(1).describe("The member's name; posts name it as their author"),
    published: z
      .boolean()
      .default(true)
      .describe('Off keeps the profile a draft: the preview on this computer shows it, the live site does not'),
    role: neededToPublish(
      z.string().default('').describe('One of the roles in Settings and lists › Roles, where a new one can be added'),
    ),
    groups: neededToPublish(z.array(z.enum(teamGroups)).default([]).describe('The team pages the member appears on')),
    order: z
      .number()
      .int()
      .default(100)
      .describe('Their place in the team lists: lower numbers come first; left empty, they come after the others'),
    qualifications: neededToPublish(z.string().default('').describe('One line of qualifications')),
    specialisms: z.array(z.string().min(1)).default([]),
    clinics: neededToPublish(z.array(slugSchema).default([]).describe('The clinics they work at')),
    summary: neededToPublish(z.string().max(160).default('').describe('Up to 160 characters, for cards')),
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
        `The clinician's professional registration. Every ${REGISTERED_PROFESSION} must have it before their ` +
          'profile is published; other roles leave it empty',
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
  })
  .superRefine(filledToPublish(profileFields, 'the profile'));

export type TeamMemberData = z.infer<typeof teamMemberSchema>;
export interface MemberOutline extends TeamMemberData {
  slug: string;
  file: string;
  /** Set on a draft a build includes though it is not live (the dev server, `--drafts`): its page says so. */
  status?: 'draft' | 'scheduled';
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
