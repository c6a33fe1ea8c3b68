import { type InputHTMLAttributes, useId, useState } from 'react';
import { FieldError } from './field-error';
import { lineIcon } from './icon-svg';

const EyeIcon = lineIcon(
  <>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);

const EyeOffIcon = lineIcon(
  <>
    <path d="M3 3l18 18" />
    <path d="M10.6 5.1A10.6 10.6 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-3.2 4.1M6.6 6.6C3.7 8.4 2 12 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
  </>,
);

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
