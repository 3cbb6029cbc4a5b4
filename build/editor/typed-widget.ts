import { ANNOUNCED, type CreateClass, type H } from './plain-errors';

/**
 * A field typed as a person writes it and kept as the file holds it: a price ("£70" kept as 70), a time of day ("2pm"
 * kept as "14:00"). What was typed stays in the box as typed while it stands for the form's value; what cannot be
 * read is given to the form as it is, and the field says why, in the words of `problem`.
 */
export interface Typing {
  displayName: string;
  inputMode: 'decimal' | 'text';
  /** The value the file keeps for what was typed, or undefined when it is not one. */
  read(text: string): unknown;
  /** A value as the box shows it when the form sets it (the file's value, a backup restored). */
  shown(value: unknown): string;
  /** Why a value is refused, in staff words; undefined when it is kept, or left empty. */
  problem(value: unknown): string | undefined;
  /** An example in the empty box. */
  placeholder?: string;
}

interface TypedProps {
  value?: unknown;
  onChange(value: unknown): void;
  forID?: string;
  classNameWrapper?: string;
  setActiveStyle?(): void;
  setInactiveStyle?(): void;
  parentIds?: string[];
}
interface TypedControl {
  props: TypedProps;
  state: { text: string };
  setState(state: { text: string }): void;
}

export function typedControl(createClass: CreateClass, h: H, typing: Typing) {
  /** The form's value for what was typed: what it reads as, or the text itself, which the check then refuses. */
  const formValue = (text: string) => typing.read(text) ?? text;
  return createClass({
    displayName: typing.displayName,
    getInitialState(this: TypedControl) {
      return { text: typing.shown(this.props.value) };
    },
    // A value set from outside the box (a backup restored, a list item moved) is shown as the form holds it.
    componentDidUpdate(this: TypedControl, before: TypedProps) {
      const { value } = this.props;
      if (value !== before.value && value !== formValue(this.state.text)) this.setState({ text: typing.shown(value) });
    },
    isValid(this: TypedControl) {
      const message = typing.problem(this.props.value);
      return message ? { error: { type: ANNOUNCED, parentIds: this.props.parentIds, message } } : true;
    },
    render(this: TypedControl) {
      const { forID, classNameWrapper, setActiveStyle, setInactiveStyle, onChange } = this.props;
      return h('input' as never, {
        type: 'text',
        inputMode: typing.inputMode,
        autoComplete: 'off',
        id: forID,
        className: classNameWrapper,
        value: this.state.text,
        placeholder: typing.placeholder,
        onFocus: setActiveStyle,
        onBlur: setInactiveStyle,
        onChange: (event: { target: { value: string } }) => {
          this.setState({ text: event.target.value });
          onChange(formValue(event.target.value));
        },
      });
    },
  });
}
