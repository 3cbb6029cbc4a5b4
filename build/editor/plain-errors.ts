/**
 * A text field's length rule said as a receptionist reads it, with her count ("Write at least 50 characters (you
 * have 12)"), instead of a pattern's message that cannot count. The configuration names the bounds on the field
 * (`min_length`, `max_length`, from the schema: build/editor/editor-fields.ts); Decap's own text widgets are wrapped
 * so each checks them as it checks everything else, and shows the message under the field.
 */

/** The problem with `text`'s length, or undefined when it fits. Counts as the build's schema does (`length`). */
export function lengthProblem(text: string, min?: number, max?: number): string | undefined {
  const count = text.length;
  const characters = (n: number) => `${n} character${n === 1 ? '' : 's'}`;
  if (min !== undefined && count < min) return `Write at least ${characters(min)} (you have ${count})`;
  if (max !== undefined && count > max) return `Write at most ${characters(max)} (you have ${count})`;
  return undefined;
}

/** The parts of a Decap widget's control that the wrapper reads. */
interface ControlProps {
  value?: unknown;
  field: { get(name: string): unknown };
  parentIds?: string[];
}

/**
 * Decap shows its notice of a form it did not save ("Not saved yet: …") only when one of the form's errors is of its
 * "required" type: a text too short or not matching its pattern, the only problem in an item that is otherwise
 * complete (a description on About), left Save doing nothing without a word. So a text field's rule errors carry
 * that type, and the notice appears whatever the field's problem.
 */
export const ANNOUNCED = 'PRESENCE';

/** Whether `text` fails the field's pattern, which Decap checks (and words) itself. */
function failsPattern(text: string, field: ControlProps['field']): boolean {
  const pattern = field.get('pattern') as { first(): string } | undefined;
  return Boolean(pattern) && !new RegExp(pattern!.first()).test(text);
}

/** The error a text field's control answers Decap with: its length problem, worded, or its pattern's, unworded. */
function textError({ value, field, parentIds }: ControlProps) {
  const text = typeof value === 'string' ? value : '';
  // An empty field is the required check's to judge.
  if (!text) return undefined;
  const problem = lengthProblem(text, bound(field.get('min_length')), bound(field.get('max_length')));
  if (problem) return { type: ANNOUNCED, parentIds, message: problem };
  // No message: Decap shows its own pattern message under the field, and shows only errors that have one.
  return failsPattern(text, field) ? { type: ANNOUNCED, parentIds } : undefined;
}
type Component = unknown;
export interface Widgets {
  getWidget(name: string): { control: Component } | undefined;
}
export type CreateClass = (spec: Record<string, unknown>) => Component;
/** React's createElement, as the page hands it out: the control it is given is Decap's own component. */
export type H = (type: never, props: Record<string, unknown> | null, ...children: unknown[]) => unknown;

/** Decap's widgets for a line and for a longer text: the ones whose fields carry length rules. */
const TEXT_WIDGETS = ['string', 'text'];

const bound = (value: unknown) => (typeof value === 'number' ? value : undefined);

/**
 * Gives each text widget a control that is its own with a check of its field's length rule. The registered widget is
 * changed in place: registering it again would drop what Decap keeps beside the control (its options' schema).
 */
export function countLengths(cms: Widgets, createClass: CreateClass, h: H) {
  for (const name of TEXT_WIDGETS) {
    const widget = cms.getWidget(name);
    if (!widget) continue;
    const own = widget.control;
    const control = createClass({
      displayName: `Counted(${name})`,
      // Decap calls this with every other check of the field.
      isValid(this: { props: ControlProps }) {
        const error = textError(this.props);
        return error ? { error } : true;
      },
      render(this: { props: ControlProps }) {
        return h(own as never, { ...this.props });
      },
    });
    widget.control = control;
  }
}
