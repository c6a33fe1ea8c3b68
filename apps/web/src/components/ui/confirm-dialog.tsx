import { type ReactNode, useRef } from 'react';
import { Modal } from './modal';

type Props = {
  open: boolean;
  title: string;
  /** The question, read out with the title when the dialog opens. */
  description: ReactNode;
  cancelLabel: string;
  /** What the confirm (danger) button shows. */
  confirmLabel: ReactNode;
  /** The confirmed action is under way: neither answer, nor Escape, does anything until it ends. */
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** Also tell assistive technology that the confirm button is busy. */
  announceBusy?: boolean;
  /** The confirm button waits for something (the figures it confirms are still loading). */
  confirmDisabled?: boolean;
  /** What the question needs answered before the buttons (a password). */
  children?: ReactNode;
  closeOnBackdrop?: boolean;
  icon?: ReactNode;
  className?: string;
};

/**
 * A question that interrupts: the safe answer first, with the focus, so an Enter pressed by habit
 * does nothing; the danger answer last. No close (×) button: one of the two answers closes it.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  cancelLabel,
  confirmLabel,
  busy,
  onCancel,
  onConfirm,
  announceBusy = false,
  confirmDisabled = false,
  children,
  ...modal
}: Props) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={busy ? () => {} : onCancel}
      role="alertdialog"
      title={title}
      description={description}
      initialFocusRef={cancelRef}
      showClose={false}
      {...modal}
    >
      {children}
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
          disabled={busy || confirmDisabled}
          aria-busy={announceBusy ? busy : undefined}
        >
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
