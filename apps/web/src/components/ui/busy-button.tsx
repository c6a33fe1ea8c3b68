import type { ButtonHTMLAttributes } from 'react';

type BusyButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  busy: boolean;
  /** A plain button unless it submits its form. */
  type?: 'button' | 'submit';
};

/** A button for work that takes a moment: while `busy` it shows a spinner and takes no clicks. */
export function BusyButton({
  busy,
  disabled,
  children,
  type = 'button',
  ...rest
}: BusyButtonProps) {
  return (
    <button type={type} {...rest} disabled={busy || disabled}>
      {busy ? <span className="btn__spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
