import { TextField } from '../../../components/ui/text-field';
import { useFormTranslator } from '../../../i18n/form-translator';
import { AUTH_WORDS } from '../lib/auth-words';

/**
 * The name a customer signs in with, a 10-digit phone or an email: asked by the login form and by
 * "Forgot password?" alike, so a browser's saved username fills both.
 */
export function IdentifierField({
  value,
  onChange,
  invalid = false,
}: {
  value: string;
  onChange: (identifier: string) => void;
  invalid?: boolean;
}) {
  const say = useFormTranslator();
  return (
    <TextField
      label={say(AUTH_WORDS.identifier)}
      name="identifier"
      autoComplete="username"
      placeholder={say(AUTH_WORDS.identifierPlaceholder)}
      value={value}
      onValueChange={onChange}
      aria-invalid={invalid || undefined}
      required
    />
  );
}
