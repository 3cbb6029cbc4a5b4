import { ANNOUNCED, type CreateClass, type H, type Widgets } from './plain-errors';
import { dayProblem, readDay, readTime, shownDate, shownDay, storedDay, storedMoment, timeProblem } from './day-first';

/**
 * Decap's date fields, typed day first: a box for the date ("28/11/2026") and, for a moment, one for its time on a
 * 24-hour clock ("09:30"). The form is given the value as the files keep it; words that are not a date are given as
 * they are, so the form knows of the change, and the field says what it needs. Decap's own control was the browser's
 * date box, which writes the month first in a browser set up for the US.
 */
interface DateProps {
  value?: unknown;
  onChange(value: unknown): void;
  field: { get(name: string): unknown };
  forID?: string;
  classNameWrapper?: string;
  setActiveStyle?(): void;
  setInactiveStyle?(): void;
  parentIds?: string[];
}
interface Typed {
  day: string;
  time: string;
}
interface DateControl {
  props: DateProps;
  state: Typed;
  setState(state: Typed): void;
}

/** Whether the field keeps a time beside its date (configured by build/editor/editor-fields.ts). */
const withTime = (field: DateProps['field']) => field.get('time_format') !== false;

/** The value the form is given for what is typed: as the files keep it, or the words themselves. */
function formValue({ day, time }: Typed, timed: boolean): string {
  if (!day.trim() && !time.trim()) return '';
  const date = readDay(day);
  const clock = readTime(time);
  if (date && !timed) return storedDay(date);
  if (date && clock) return storedMoment(date, clock);
  return `${day} ${time}`.trim();
}

/** What the field needs, or undefined when it holds a date (or nothing, the required check's to judge). */
function problem({ day, time }: Typed, timed: boolean): string | undefined {
  if (!day.trim() && !time.trim()) return undefined;
  return dayProblem(day) ?? (timed ? timeProblem(time) : undefined);
}

/** Now, as the files keep it: what a new post's date starts as (Decap's `{{now}}`). */
function now(timed: boolean): string {
  const at = new Date();
  const day = { year: at.getFullYear(), month: at.getMonth() + 1, day: at.getDate() };
  return timed ? storedMoment(day, [at.getHours(), at.getMinutes()]) : storedDay(day);
}

const typedFor = (value: unknown): Typed => shownDate(typeof value === 'string' ? value : '');

/**
 * A click into a box that is not yet focused selects all it holds, as a tab into it does, so what is typed next
 * replaces the date rather than landing inside it: a click put the caret after the "2" of "28/11/2026", and typing
 * "05/12/2026" gave "205/12/20268/11/2026". A click in a box already focused places the caret as usual.
 */
function selectAllOnEntry(event: { currentTarget: HTMLInputElement; preventDefault(): void }) {
  const box = event.currentTarget;
  if (box.ownerDocument.activeElement === box) return;
  event.preventDefault();
  box.focus();
  box.select();
}

/** Replaces the control of Decap's date widget in place, as plain-errors.ts does its text widgets. */
export function dayFirstDates(cms: Widgets, createClass: CreateClass, h: H) {
  const widget = cms.getWidget('datetime');
  if (!widget) return;
  widget.control = createClass({
    displayName: 'DayFirstDate',
    getInitialState(this: DateControl) {
      return typedFor(this.props.value);
    },
    componentDidMount(this: DateControl) {
      if (this.props.value === '{{now}}') this.props.onChange(now(withTime(this.props.field)));
    },
    // A value set from outside the boxes (the start's `{{now}}`, a backup restored) is shown as the form holds it.
    componentDidUpdate(this: DateControl, before: DateProps) {
      const { value, field } = this.props;
      if (value !== before.value && value !== formValue(this.state, withTime(field))) this.setState(typedFor(value));
    },
    isValid(this: DateControl) {
      const message = problem(this.state, withTime(this.props.field));
      return message ? { error: { type: ANNOUNCED, parentIds: this.props.parentIds, message } } : true;
    },
    render(this: DateControl) {
      const { forID, classNameWrapper, setActiveStyle, setInactiveStyle, onChange, field } = this.props;
      const timed = withTime(field);
      const change = (typed: Typed) => {
        this.setState(typed);
        onChange(formValue(typed, timed));
      };
      const box = (props: Record<string, unknown>) =>
        h('input' as never, {
          type: 'text',
          autoComplete: 'off',
          onFocus: setActiveStyle,
          onBlur: setInactiveStyle,
          // The box has no padding of its own, so without this it is 17 px tall: less than a finger's 24 px target.
          style: { minHeight: '24px' },
          onMouseDown: selectAllOnEntry,
          ...props,
        });
      return h('div' as never, { className: classNameWrapper, style: { display: 'flex', gap: '12px' } }, [
        box({
          key: 'day',
          id: forID,
          placeholder: 'DD/MM/YYYY',
          inputMode: 'numeric',
          value: this.state.day,
          // Typed another way ("06122026"), the date is shown as the form reads it once the box is left.
          onBlur: () => {
            setInactiveStyle?.();
            const day = shownDay(this.state.day);
            if (day !== this.state.day) this.setState({ ...this.state, day });
          },
          // The moment as the files keep it, for the save button's word (save-words.ts); none while it is no date.
          'data-moment': problem(this.state, timed) ? undefined : formValue(this.state, timed) || undefined,
          onChange: (event: { target: { value: string } }) => change({ ...this.state, day: event.target.value }),
        }),
        timed &&
          box({
            key: 'time',
            'aria-label': `${String(field.get('label'))}: time, on a 24-hour clock`,
            placeholder: 'HH:MM',
            inputMode: 'numeric',
            size: 6,
            value: this.state.time,
            onChange: (event: { target: { value: string } }) => change({ ...this.state, time: event.target.value }),
          }),
      ]);
    },
  });
}
