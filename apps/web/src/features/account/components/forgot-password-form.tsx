import { ACCOUNT_MSG } from '@fitthali/domain/account-messages';
import { forgotPasswordBody, resetPasswordBody } from '@fitthali/domain/schemas/account';
import { validate } from '@fitthali/domain/schemas/first-error';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLocalePath } from '../../../i18n/locale-link';
import { useT } from '../../../i18n/messages';
import { saveSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { FormAlert } from '../../auth/components/form-alert';
import { IdentifierField } from '../../auth/components/identifier-field';
import { forgotPassword, resetPassword } from '../api/account';
import { CodeField, NewPasswordField, useAccountForm } from './account-fields';

/**
 * "Forgot password?" (issue 15 point 3): the phone or email first, then the 6-digit code that was
 * sent and a new password. The first answer is the same whether or not an account matches, so the
 * screen always moves on to the code.
 */
export function ForgotPasswordForm() {
  const navigate = useNavigate();
  const t = useT('recovery');
  const localePath = useLocalePath();
  const [identifier, setIdentifier] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [sent, setSent] = useState('');
  const { error, setError, busy, run } = useAccountForm();

  const askCode = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (busy) return;
    const parsed = validate(forgotPasswordBody, { identifier });
    if (!parsed.success) return setError(parsed.message);
    void run(async () => {
      const answer = await forgotPassword(parsed.data);
      setSent(answer.message ?? ACCOUNT_MSG.resetCodeSent);
    });
  };

  const reset = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const parsed = validate(resetPasswordBody, { identifier, code, password });
    if (!parsed.success) return setError(parsed.message);
    void run(async () => {
      const answer = await resetPassword(parsed.data);
      saveSession(answer.token, answer.user, { justLoggedIn: true });
      toast.success(t(answer.message ?? ACCOUNT_MSG.passwordReset));
      navigate(localePath('/profile'), { replace: true });
    });
  };

  if (!sent) {
    return (
      <form className="form-stack" onSubmit={askCode} noValidate aria-busy={busy}>
        <FormAlert message={t(error)} />
        <IdentifierField value={identifier} onChange={setIdentifier} />
        <button type="submit" className="btn btn--primary btn--block btn--lg" disabled={busy}>
          {t('Send me a code')}
        </button>
      </form>
    );
  }

  return (
    <form className="form-stack" onSubmit={reset} noValidate aria-busy={busy}>
      <FormAlert message={t(sent)} tone="success" />
      <FormAlert message={t(error)} />
      <CodeField value={code} onChange={setCode} />
      <NewPasswordField name="password" value={password} onChange={setPassword} />
      <button type="submit" className="btn btn--primary btn--block btn--lg" disabled={busy}>
        {t('Set new password')}
      </button>
      <button
        type="button"
        className="btn btn--ghost btn--block"
        disabled={busy}
        onClick={() => askCode()}
      >
        {t('Send a new code')}
      </button>
    </form>
  );
}
