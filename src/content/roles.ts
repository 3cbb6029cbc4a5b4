import { z } from 'zod';

/**
 * The clinic's roles, a list the clinic edits (content/roles.yaml), so a new kind of therapist is a line of data and
 * not a change to the code. A member's `role` names one of them; the build refuses a name that is not in the list.
 */

/**
 * The HCPC protects the title "physiotherapist": a member whose role makes them one must give their registration,
 * so patients can check it. The rule follows the role's profession, not its name, so a new role is covered too.
 */
export const REGISTERED_PROFESSION = 'physiotherapist';

export const roleSchema = z.strictObject({
  name: z.string().min(1).describe('The role as the site shows it under a name, such as "Sports Massage Therapist"'),
  profession: z
    .string()
    .regex(/^[a-z][a-z' -]*$/, 'must be in small letters, as a sentence names it, such as "massage therapist"')
    .describe(
      'What someone in this role is, in small letters, as the site writes it after a name: "Reviewed by Helen ' +
        `Marsh, physiotherapist". A ${REGISTERED_PROFESSION} must give their HCPC registration number.`,
    ),
});
export type Role = z.infer<typeof roleSchema>;

export const rolesSchema = z
  .array(roleSchema)
  .min(1)
  .superRefine((roles, context) => {
    const seen = new Set<string>();
    roles.forEach(({ name }, i) => {
      if (seen.has(name)) context.addIssue({ code: 'custom', path: [i, 'name'], message: `duplicate role "${name}"` });
      seen.add(name);
    });
  });

/** Whether holding this role makes a member someone who must be registered with the HCPC. */
export const needsRegistration = (role: { profession?: unknown }) => role.profession === REGISTERED_PROFESSION;

/** What a member holding the named role is, as a sentence names them; "clinician" for a role not in the list. */
export const professionOf = (roles: readonly Role[], name: string) =>
  roles.find((role) => role.name === name)?.profession ?? 'clinician';
