import { MSG } from '@fitthali/domain/messages';
import { type FormEvent, useId, useState } from 'react';
import { BusyButton } from '../../../components/ui/busy-button';
import { PasswordField } from '../../../components/ui/password-field';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { changeAdminPassword } from '../api/change-password';

const MIN = 8;

/** Settings: a new admin password, only with the current one. */
export function ChangePasswordForm() {
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const titleId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone('');
    if (!oldPassword || !newPassword || !confirm) return setError(MSG.fillAllFields);
    if (newPassword.length < MIN) {
      return setError(`The new password must be at least ${MIN} characters.`);
    }
    if (newPassword !== confirm) return setError('The new passwords do not match.');
    if (newPassword === oldPassword) {
      return setError('The new password must be different from the current one.');
    }
    setError('');
    setBusy(true);
    try {
      const answer = await changeAdminPassword({ oldPassword, newPassword });
      const message = answer.message ?? 'Password changed.';
      setDone(message);
      toast.success(message);
      setOldPassword('');
      setNewPassword('');
      setConfirm('');
    } catch (err) {
      setError(
        err instanceof ApiError && err.serverMessage
          ? err.serverMessage
          : 'Could not change the password. Try again.',
      );
    } finally {
      setBusy(false);
    }
  };

  const fields = [
    {
      label: 'Current password',
      name: 'oldPassword',
      autoComplete: 'current-password',
      value: oldPassword,
      set: setOldPassword,
    },
    {
      label: 'New password',
      name: 'newPassword',
      autoComplete: 'new-password',
      minLength: MIN,
      value: newPassword,
      set: setNewPassword,
    },
    {
      label: 'Confirm new password',
      name: 'confirmPassword',
      autoComplete: 'new-password',
      value: confirm,
      set: setConfirm,
    },
  ];

  return (
    <form
      className="admin-card settings-form"
      aria-labelledby={titleId}
      onSubmit={submit}
      noValidate
    >
      <h2 className="admin-section-title" id={titleId}>
        Change password
      </h2>
      <p className="admin-muted">
        Use at least {MIN} characters. You stay logged in on this device.
      </p>
      <div className="form-stack">
        {fields.map(({ set, ...field }) => (
          <PasswordField key={field.name} {...field} onValueChange={set} required />
        ))}
        <div role="alert" aria-atomic="true" className="admin-live">
          {error ? <p className="inline-error admin-form-error">{error}</p> : null}
        </div>
        <div role="status" aria-atomic="true" className="admin-live">
          {done ? <p className="admin-form-ok">{done}</p> : null}
        </div>
        <BusyButton type="submit" className="btn btn--primary" busy={busy}>
          {busy ? 'Saving...' : 'Change password'}
        </BusyButton>
      </div>
    </form>
  );
}
