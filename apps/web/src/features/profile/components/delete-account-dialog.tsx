import { MSG } from '@fitthali/domain/messages';
import { useRef } from 'react';
import { AlertIcon } from '../../../components/ui/action-icons';
import { ConfirmActions } from '../../../components/ui/confirm-actions';
import { Modal } from '../../../components/ui/modal';

type Props = {
  open: boolean;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** 'You have 1 active plan; its remaining 12 meals will be cancelled.', or null with none. */
  plansEnding: string | null;
};

/** SPEC §2.13: the exact question, with Cancel and Confirm. Cancel has focus first: the safe choice. */
export function DeleteAccountDialog({ open, deleting, onCancel, onConfirm, plansEnding }: Props) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={deleting ? () => {} : onCancel}
      role="alertdialog"
      title="Delete account"
      description={
        <>
          <p>{MSG.deleteAccountConfirm}</p>
          {plansEnding ? <p className="delete-dialog__plans">{plansEnding}</p> : null}
        </>
      }
      initialFocusRef={cancelRef}
      showClose={false}
      closeOnBackdrop={!deleting}
      icon={<AlertIcon size={26} />}
      className="modal--danger"
    >
      <ConfirmActions
        cancelRef={cancelRef}
        cancelLabel="Cancel"
        onCancel={onCancel}
        onConfirm={onConfirm}
        busy={deleting}
        announceBusy
      >
        {deleting ? 'Deleting...' : 'Confirm'}
      </ConfirmActions>
    </Modal>
  );
}
