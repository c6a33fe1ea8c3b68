import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from './icons';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Read out with the title when the dialog opens. */
  description?: ReactNode;
  children?: ReactNode;
  /** Focused when the dialog opens; defaults to the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** 'alertdialog' for confirmations that interrupt the visitor. */
  role?: 'dialog' | 'alertdialog';
  /** Shows a close (×) button in the corner. */
  showClose?: boolean;
  closeLabel?: string;
  /** A click on the dimmed backdrop closes the dialog (default true). */
  closeOnBackdrop?: boolean;
  size?: 'sm' | 'md';
  icon?: ReactNode;
  className?: string;
};

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest('[hidden]') && el.getAttribute('aria-hidden') !== 'true',
  );
}

/**
 * A modal dialog: rendered over the page, which is inert while it is open (toasts excepted), focus
 * moves in and stays inside (Tab wraps), Escape closes it, and focus returns to whatever opened it.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  initialFocusRef,
  role = 'dialog',
  showClose = true,
  closeLabel = 'Close',
  closeOnBackdrop = true,
  size = 'sm',
  icon,
  className,
}: ModalProps) {
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  // Portals need document.body, which the prerender does not have.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  useEffect(() => {
    if (!open || !mounted) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    // The page behind is out of reach while the dialog is open, for a screen reader's browse mode
    // and a pointer alike, not only for Tab; the toasts stay outside it so they are still heard.
    const backdrop = dialog?.parentElement;
    const behind = [...document.body.children].filter(
      (el): el is HTMLElement =>
        el instanceof HTMLElement &&
        el !== backdrop &&
        !el.classList.contains('toaster') &&
        !el.hasAttribute('inert'),
    );
    for (const el of behind) el.setAttribute('inert', '');
    if (dialog) {
      const target = initialFocusRef?.current ?? focusables(dialog)[0] ?? dialog;
      target.focus();
    }
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      for (const el of behind) el.removeAttribute('inert');
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [open, mounted, initialFocusRef]);

  if (!open || !mounted) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = focusables(dialogRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: a pointer convenience; keyboards have Escape and the buttons.
    <div
      className="modal-backdrop"
      onMouseDown={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: role is dialog or alertdialog, set from a prop. */}
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: both dialog roles support aria-modal. */}
      <div
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={['modal', `modal--${size}`, className].filter(Boolean).join(' ')}
        onKeyDown={onKeyDown}
      >
        {showClose ? (
          <button
            type="button"
            className="icon-btn modal__close"
            aria-label={closeLabel}
            onClick={() => onCloseRef.current()}
          >
            <CloseIcon size={20} />
          </button>
        ) : null}
        {icon ? <div className="modal__icon">{icon}</div> : null}
        <h2 className="modal__title" id={titleId}>
          {title}
        </h2>
        {description ? (
          <div className="modal__description" id={descriptionId}>
            {description}
          </div>
        ) : null}
        {children}
      </div>
    </div>,
    document.body,
  );
}
