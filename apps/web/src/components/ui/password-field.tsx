import { type InputHTMLAttributes, useId, useState } from 'react';
import { FieldError } from './field-error';
import { lineIcon } from './icon-svg';

const EyeIcon = lineIcon('eye');

const EyeOffIcon = lineIcon('eye-off');

type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
  label?: string;
  /** The eye button's names, in the page's language. */
  showLabel?: string;
  hideLabel?: string;
  error?: string;
  /** Called with the input's new text: the field's value setter, instead of `onChange`. */
  onValueChange?: (value: string) => void;
};

export function PasswordField({
  label = 'Password',
  showLabel = 'Show password',
  hideLabel = 'Hide password',
  error,
  className,
  onValueChange,
  ...inputProps
}: PasswordFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [visible, setVisible] = useState(false);
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <input
          id={id}
          className="field__input field__input--with-action"
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={onValueChange && ((event) => onValueChange(event.target.value))}
          {...inputProps}
        />
        <button
          type="button"
          className="field__action"
          aria-label={visible ? hideLabel : showLabel}
          aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
        </button>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
