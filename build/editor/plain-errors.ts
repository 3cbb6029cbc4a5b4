/**
 * A text field's length rule said as a receptionist reads it, with her count ("Write at least 50 characters (you
 * have 12)"), instead of a pattern's message that cannot count. The configuration names the bounds on the field
 * (`min_length`, `max_length`, from the schema: src/content/editor-fields.ts); Decap's own text widgets are wrapped
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
type Component = unknown;
export interface Widgets {
  getWidget(name: string): { control: Component } | undefined;
}
export type CreateClass = (spec: Record<string, unknown>) => Component;
/** React's createElement, as the page hands it out: the control it is given is Decap's own component. */
type H = (type: never, props: Record<string, unknown> | null) => unknown;

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
      // Decap calls this with every other check of the field; an empty field is the required check's to judge.
      isValid(this: { props: ControlProps }) {
        const { value, field, parentIds } = this.props;
        const text = typeof value === 'string' ? value : '';
        const problem = text && lengthProblem(text, bound(field.get('min_length')), bound(field.get('max_length')));
        return problem ? { error: { type: 'RANGE', parentIds, message: problem } } : true;
      },
      render(this: { props: ControlProps }) {
        return h(own as never, { ...this.props });
      },
    });
    widget.control = control;
  }
}
