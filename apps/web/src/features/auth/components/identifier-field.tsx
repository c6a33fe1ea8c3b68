import { TextField } from '../../../components/ui/text-field';

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
  return (
    <TextField
      label="Phone or Email"
      name="identifier"
      autoComplete="username"
      placeholder="10-digit phone or email"
      value={value}
      onValueChange={onChange}
      aria-invalid={invalid || undefined}
      required
    />
  );
}
