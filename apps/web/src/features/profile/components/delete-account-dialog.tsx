import { MSG } from '@fitthali/domain/messages';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { AlertIcon } from '../../../components/ui/page-icons';

type Props = {
  open: boolean;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** 'You have 1 active plan; its remaining 12 meals will be cancelled.', or null with none. */
  plansEnding: string | null;
  /** What happens to the plans' money and the credits held (`accountClosingTerms`, decision 103). */
  moneyTerms?: readonly string[];
};

/** SPEC §2.13: the exact question, with Cancel and Confirm. Cancel has focus first: the safe choice. */
export function DeleteAccountDialog({
  open,
  deleting,
  onCancel,
  onConfirm,
  plansEnding,
  moneyTerms = [],
}: Props) {
  return (
    <ConfirmDialog
      open={open}
      title="Delete account"
      description={
        <>
          <p>{MSG.deleteAccountConfirm}</p>
          {plansEnding ? <p className="delete-dialog__plans">{plansEnding}</p> : null}
          {moneyTerms.map((line) => (
            <p key={line} className="delete-dialog__plans">
              {line}
            </p>
          ))}
        </>
      }
      icon={<AlertIcon size={26} />}
      className="modal--danger"
      closeOnBackdrop={!deleting}
      cancelLabel="Cancel"
      confirmLabel={deleting ? 'Deleting...' : 'Confirm'}
      busy={deleting}
      announceBusy
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
