import { useState } from 'react';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { useT } from '../../../i18n/messages';
import { errorText } from '../lib/error-text';

/** The 6-digit code a message brought: a numeric keypad, and the phone's own code suggestion. */
export function CodeField({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (code: string) => void;
  /** The page's words for it (the profile says them in Odia on an Odia page). */
  label?: string;
}) {
  const t = useT('recovery');
  return (
    <TextField
      label={label ?? t('6-digit code')}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      value={value}
      onValueChange={onChange}
    />
  );
}

/** The show/hide button's names in the page's words (the profile's catalogue says them in Odia). */
export type RevealWords = { show: string; hide: string };

/** The password the customer has now, which every change but the name asks for. */
export function CurrentPasswordField({
  label,
  value,
  onChange,
  reveal,
}: {
  label: string;
  value: string;
  onChange: (password: string) => void;
  reveal: RevealWords;
}) {
  return (
    <PasswordField
      label={label}
      showLabel={reveal.show}
      hideLabel={reveal.hide}
      name="currentPassword"
      autoComplete="current-password"
      value={value}
      onValueChange={onChange}
    />
  );
}

/** The password the customer chooses: a reset's or a change's, under the signup's rule. */
export function NewPasswordField({
  name,
  value,
  onChange,
  label,
  reveal,
}: {
  name: string;
  value: string;
  onChange: (password: string) => void;
  label?: string;
  /** The show/hide names; the reset page's own catalogue says them when left out. */
  reveal?: RevealWords;
}) {
  const t = useT('recovery');
  return (
    <PasswordField
      label={label ?? t('New password')}
      showLabel={reveal?.show ?? t('Show password')}
      hideLabel={reveal?.hide ?? t('Hide password')}
      name={name}
      autoComplete="new-password"
      value={value}
      onValueChange={onChange}
      required
    />
  );
}

/** A form's error line and busy state; `run` does its request with both handled. */
export function useAccountForm() {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  async function run(work: () => Promise<void>) {
    setError('');
    setBusy(true);
    try {
      await work();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }
  return { error, setError, busy, run };
}
