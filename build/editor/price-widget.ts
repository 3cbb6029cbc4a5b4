import { ANNOUNCED, type CreateClass, type H } from './plain-errors';
import { priceProblem, priceText, readPrice } from './price-text';

/**
 * A price field is a text box that takes a price as a person types it ("£70", "70.00") and gives the form the number
 * of pounds, so the file keeps `price: 70`. What was typed stays in the box as typed while it stands for the form's
 * value; what is not a price is given to the form as it is, and the field says why it is not one.
 */
interface PriceProps {
  value?: unknown;
  onChange(value: unknown): void;
  forID?: string;
  classNameWrapper?: string;
  setActiveStyle?(): void;
  setInactiveStyle?(): void;
  parentIds?: string[];
}
interface PriceControl {
  props: PriceProps;
  state: { text: string };
  setState(state: { text: string }): void;
}

/** The form's value for what was typed: the pounds it gives, or the text itself, which the check then refuses. */
const formValue = (text: string) => readPrice(text) ?? text;

export function priceControl(createClass: CreateClass, h: H) {
  return createClass({
    displayName: 'Price',
    getInitialState(this: PriceControl) {
      return { text: priceText(this.props.value) };
    },
    // A value set from outside the box (a backup restored, a list item moved) is shown as the form holds it.
    componentDidUpdate(this: PriceControl, before: PriceProps) {
      const { value } = this.props;
      if (value !== before.value && value !== formValue(this.state.text)) this.setState({ text: priceText(value) });
    },
    isValid(this: PriceControl) {
      const message = priceProblem(this.props.value);
      return message ? { error: { type: ANNOUNCED, parentIds: this.props.parentIds, message } } : true;
    },
    render(this: PriceControl) {
      const { forID, classNameWrapper, setActiveStyle, setInactiveStyle, onChange } = this.props;
      return h('input' as never, {
        type: 'text',
        inputMode: 'decimal',
        autoComplete: 'off',
        id: forID,
        className: classNameWrapper,
        value: this.state.text,
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
