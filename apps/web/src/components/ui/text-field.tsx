import { type InputHTMLAttributes, useId } from 'react';
import { FieldError } from './field-error';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  /** Shown under the input and announced with it. */
  error?: string;
  /** What to write, shown under the input while there is no error. */
  hint?: string;
  /** Called with the input's new text: the field's value setter, instead of `onChange`. */
  onValueChange?: (value: string) => void;
};

export function TextField({
  label,
  error,
  hint,
  className,
  onValueChange,
  ...inputProps
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : hint ? hintId : undefined}
        onChange={onValueChange && ((event) => onValueChange(event.target.value))}
        {...inputProps}
      />
      {error ? (
        <FieldError id={errorId} error={error} />
      ) : hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
