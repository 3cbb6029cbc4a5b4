import type { z } from 'zod';

/**
 * Reading a zod 4 schema's own description of itself (its `_zod.def`), for the editor's configuration: the kind
 * of value, its checks, and the schema a field's value has under optional, default, transforms and stand-ins.
 */
type Def = { type: string } & Record<string, unknown>;
type Check = { check: string; format?: string; minimum?: number; maximum?: number; length?: number } & Record<
  string,
  unknown
>;

// zod types a schema's definition (`_zod.def`) by its kind; read here as a record of its fields, whatever the kind.
export const defOf = (schema: z.ZodType): Def => schema._zod.def as Def;
export const checksOf = (schema: z.ZodType): Check[] =>
  ((defOf(schema).checks as { _zod: { def: Check } }[] | undefined) ?? []).map((check) => check._zod.def);
const descriptionOf = (schema: z.ZodType) => (schema as { description?: string }).description;

/** `{ standIn, replaceWith }`, the marked form of a value the clinic must replace (stand-in.ts). */
export const isStandInForm = (schema: z.ZodType) => {
  const { type, shape } = defOf(schema);
  return type === 'object' && Object.keys(shape as object).join() === 'standIn,replaceWith';
};

export interface Unwrapped {
  schema: z.ZodType;
  required: boolean;
  /** The field may hold a stand-in instead of its value. */
  standIn: boolean;
  defaultValue?: unknown;
  description?: string;
}

/**
 * The schema a field's value has, under optional, default, transforms (which read their input), a stand-in union
 * and an allowed empty string.
 */
export function unwrapField(outer: z.ZodType): Unwrapped {
  const found: Unwrapped = { schema: outer, required: true, standIn: false };
  for (let schema = outer; ; ) {
    found.description ??= descriptionOf(schema);
    const def = defOf(schema);
    if (def.type === 'optional' || def.type === 'default') {
      found.required = false;
      if (def.type === 'default') found.defaultValue = def.defaultValue;
      schema = def.innerType as z.ZodType;
    } else if (def.type === 'pipe') schema = def.in as z.ZodType;
    else if (def.type === 'union') {
      const options = def.options as z.ZodType[];
      const empty = options.filter((option) => defOf(option).type === 'literal');
      if (empty.length > 0) found.required = false;
      found.standIn ||= options.some(isStandInForm);
      schema = options.find((option) => !isStandInForm(option) && !empty.includes(option)) ?? options[0]!;
    } else return { ...found, schema };
  }
}
