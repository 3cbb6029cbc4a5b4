import { z } from 'zod';
import { paths } from '../lib/routes';

/**
 * A value the clinic must replace before the site goes live, written where it lives as
 * `{ standIn: <the value>, replaceWith: <what the real one is> }`. The site builds with it, shows
 * it to visitors for what it is, and `npm run build -- --release` refuses it.
 */
export interface StandIn<T> {
  standIn: T;
  replaceWith: string;
}

/** Which fields of an object held stand-ins, each with what to replace it with. */
export interface StandInNotes {
  standIns?: Readonly<Record<string, string>>;
}

export const STAND_IN_HELP =
  'A stand-in: a default the clinic must replace before the site goes live. Write the real value in its place (a ' +
  'plain value, without standIn and replaceWith); until then the site marks it and `npm run build -- --release` ' +
  'refuses to build.';

/** The field's own schema, or the same value marked as a stand-in. */
export function standInOr<S extends z.ZodType>(schema: S) {
  const marked = z
    .strictObject({
      standIn: schema,
      replaceWith: z
        .string()
        .min(1)
        .describe('What the real value is, in words: the release check says "replace it with …" this.'),
    })
    .describe(STAND_IN_HELP);
  return z.union([schema, marked]);
}

export function isStandIn(value: unknown): value is StandIn<unknown> {
  return typeof value === 'object' && value !== null && 'standIn' in value && 'replaceWith' in value;
}

type Unwrapped<T> = { [K in keyof T]: Exclude<T[K], StandIn<unknown>> };

/** An object's fields with each stand-in replaced by its value, and `standIns` naming the fields that were. */
export function unwrapStandIns<T extends object>(value: T): Unwrapped<T> & StandInNotes {
  const notes: Record<string, string> = {};
  const fields: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (isStandIn(field)) notes[key] = field.replaceWith;
    fields[key] = isStandIn(field) ? field.standIn : field;
  }
  return (Object.keys(notes).length > 0 ? { ...fields, standIns: notes } : fields) as Unwrapped<T> & StandInNotes;
}

/** An object schema whose fields may hold stand-ins; templates read them through `standIns`. */
export function withStandIns<S extends z.ZodType<object>>(schema: S) {
  return schema.transform((value) => unwrapStandIns(value as z.output<S>));
}

/** The label a visitor sees beside a stand-in value, so no placeholder passes for a fact. */
export const STAND_IN_LABEL = '(placeholder)';

/** The label a field's value shows beside it: the stand-in label while it is one, otherwise none. */
export const markOf = <T extends StandInNotes>(owner: T, key: keyof T & string): string | undefined =>
  owner.standIns?.[key] === undefined ? undefined : STAND_IN_LABEL;

/** A field's value as text, marked when it is a stand-in. */
export function markedText<T extends StandInNotes>(owner: T, key: keyof T & string): string {
  const value = String(owner[key]);
  return owner.standIns?.[key] === undefined ? value : `${value} ${STAND_IN_LABEL}`;
}

/** A link whose address may be a stand-in: where it goes, and the label visitors see beside its words while it is. */
export interface ShownLink {
  href: string;
  mark?: string;
}

/** A link to a field's address, marked while it is a stand-in (a map search near the clinic still opens a map). */
export function markedLink<T extends StandInNotes>(owner: T, key: keyof T & string): ShownLink {
  const mark = markOf(owner, key);
  return { href: String(owner[key]), ...(mark ? { mark } : {}) };
}

/**
 * A Book link: the booking page, or while that is a stand-in (an .example address, which leads nowhere) the contact
 * page, where the visitor can call or write to book, marked so no one takes it for online booking.
 */
export function bookingLink<T extends StandInNotes>(owner: T, key: keyof T & string): ShownLink {
  return owner.standIns?.[key] === undefined
    ? { href: String(owner[key]) }
    : { href: paths.contact, mark: STAND_IN_LABEL };
}
