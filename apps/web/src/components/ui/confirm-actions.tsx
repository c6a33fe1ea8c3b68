import type { ReactNode, RefObject } from 'react';

type Props = {
  /** The safe answer: the dialog gives it the focus first, so an Enter pressed by habit does nothing. */
  cancelRef: RefObject<HTMLButtonElement | null>;
  cancelLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
  busy: boolean;
  /** Also tell assistive technology that the confirm button is busy. */
  announceBusy?: boolean;
  /** What the confirm (danger) button shows. */
  children: ReactNode;
};

/** A confirm dialog's two answers: the safe one first, the danger one last; both wait while busy. */
export function ConfirmActions({
  cancelRef,
  cancelLabel,
  onCancel,
  onConfirm,
  busy,
  announceBusy = false,
  children,
}: Props) {
  return (
    <div className="modal__actions">
      <button
        ref={cancelRef}
        type="button"
        className="btn btn--ghost"
        onClick={onCancel}
        disabled={busy}
      >
        {cancelLabel}
      </button>
      <button
        type="button"
        className="btn btn--danger"
        onClick={onConfirm}
        disabled={busy}
        aria-busy={announceBusy ? busy : undefined}
      >
        {children}
      </button>
    </div>
  );
}
