import { ACCOUNT_MSG } from '@fitthali/domain/account-messages';
import { MSG } from '@fitthali/domain/messages';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { AlertIcon } from '../../../components/ui/page-icons';
import { PasswordField } from '../../../components/ui/password-field';
import { useT } from '../../../i18n/messages';
import { ApiError } from '../../../lib/api-client';
import {
  type AccountClosingPreview,
  deleteAccount,
  getAccountClosing,
} from '../api/delete-account';

type Props = {
  open: boolean;
  onCancel: () => void;
  /** The account is gone. */
  onDeleted: () => void;
  /** The deletion failed for a reason the dialog cannot help with (no answer, a server error). */
  onFailed: () => void;
};

/** The server's refusals the customer can act on here: the password, the throttle, new figures. */
const ANSWERED_HERE = new Set([403, 409, 429]);

/**
 * SPEC §2.13's question, with Cancel and Confirm (Cancel has focus first: the safe choice), and
 * what deleting does to the rupee, as the server computes it (issue 25 point 1, decision 131):
 * plans ended by the cancellation rule, money refunded only where that rule gives money, and the
 * meal credits forfeited. The password is asked again (decision 132); the figures shown are sent
 * with it, so the server deletes only while they are still true (decision 133).
 */
export function DeleteAccountDialog({ open, onCancel, onDeleted, onFailed }: Props) {
  const t = useT('account');
  const [closing, setClosing] = useState<AccountClosingPreview | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  // Only the newest request's answer is shown: a dialog closed or reloaded ignores older ones.
  const request = useRef(0);
  const load = useCallback(() => {
    request.current += 1;
    const mine = request.current;
    setClosing(null);
    setLoadFailed(false);
    getAccountClosing()
      .then((figures) => request.current === mine && setClosing(figures))
      .catch(() => request.current === mine && setLoadFailed(true));
  }, []);

  useEffect(() => {
    if (open) {
      load();
      return;
    }
    request.current += 1;
    setPassword('');
    setError(null);
  }, [open, load]);

  const confirm = async () => {
    if (!closing) return;
    if (password === '') {
      setError(t(ACCOUNT_MSG.deletePasswordRequired));
      return;
    }
    setDeleting(true);
    setError(null);
    try {
      await deleteAccount(password, closing);
      onDeleted();
    } catch (err) {
      if (err instanceof ApiError && ANSWERED_HERE.has(err.status) && err.serverMessage) {
        setError(err.serverMessage);
        // New figures: read them again, so what is confirmed next is what happens.
        if (err.status === 409) load();
      } else {
        onFailed();
      }
    } finally {
      setDeleting(false);
    }
  };

  return (
    <ConfirmDialog
      open={open}
      title={t('Delete account')}
      description={
        <>
          <p>{t(MSG.deleteAccountConfirm)}</p>
          {closing
            ? closing.lines.map((line) => (
                <p key={line} className="delete-dialog__plans">
                  {line}
                </p>
              ))
            : null}
        </>
      }
      icon={<AlertIcon size={26} />}
      className="modal--danger"
      closeOnBackdrop={!deleting}
      cancelLabel={t('Cancel')}
      confirmLabel={deleting ? t('Deleting...') : t('Confirm')}
      busy={deleting}
      confirmDisabled={!closing}
      announceBusy
      onCancel={onCancel}
      onConfirm={confirm}
    >
      <div role="status" className="delete-dialog__status">
        {closing || loadFailed ? null : <p>{t('Working out what you would lose…')}</p>}
      </div>
      {loadFailed ? (
        <p className="inline-error" role="alert">
          {t(ACCOUNT_MSG.deletePreviewFailed)}
        </p>
      ) : null}
      <PasswordField
        label={t('Your password')}
        showLabel={t('Show password')}
        hideLabel={t('Hide password')}
        className="delete-dialog__password"
        name="password"
        autoComplete="current-password"
        value={password}
        onValueChange={(value) => {
          setPassword(value);
          setError(null);
        }}
        aria-invalid={error ? true : undefined}
        disabled={deleting}
      />
      {/* A live region present from the start, so a refusal is read out when it appears. */}
      <div role="alert" aria-atomic="true" className="delete-dialog__error">
        {error ? <p className="inline-error">{error}</p> : null}
      </div>
    </ConfirmDialog>
  );
}
