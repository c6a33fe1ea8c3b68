import { pathInLocale } from '@fitthali/domain/i18n/locales';
import { MSG } from '@fitthali/domain/messages';
import { validate } from '@fitthali/domain/schemas/first-error';
import { loginSchema } from '@fitthali/domain/schemas/login';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PasswordField } from '../../../components/ui/password-field';
import { useFormTranslator } from '../../../i18n/form-translator';
import { useLocale } from '../../../i18n/use-locale';
import { saveSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { login } from '../api/login';
import { loginErrorMessage } from '../lib/auth-messages';
import { AUTH_WORDS } from '../lib/auth-words';
import { fieldValues } from '../lib/field-values';
import { redirectTarget } from '../lib/redirect-target';
import { FormAlert } from './form-alert';
import { IdentifierField } from './identifier-field';

export function LoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const locale = useLocale();
  const say = useFormTranslator();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    // What the fields show, which is more than React heard when the customer typed before the
    // page's scripts started (decision 144).
    const shown = fieldValues(event.currentTarget, ['identifier', 'password']);
    setIdentifier(shown.identifier);
    setPassword(shown.password);
    const parsed = validate(loginSchema, shown);
    if (!parsed.success) {
      setError(parsed.message);
      return;
    }
    setError('');
    setSubmitting(true);
    try {
      const answer = await login(parsed.data);
      if (typeof answer.token !== 'string' || answer.token === '') throw new Error('no token');
      saveSession(answer.token, answer.user ?? {}, { justLoggedIn: true });
      toast.success(say(MSG.loginSuccess));
      const target = redirectTarget(location.state, location.search);
      navigate(target === '/' ? pathInLocale('/', locale) : target, { replace: true });
    } catch (err) {
      setError(loginErrorMessage(err));
      setSubmitting(false);
    }
  };

  return (
    // POST, so that even a browser without the app never puts the password in an address.
    <form
      className="form-stack"
      method="post"
      onSubmit={onSubmit}
      noValidate
      aria-busy={submitting}
    >
      <FormAlert message={say(error)} />
      <IdentifierField
        value={identifier}
        onChange={setIdentifier}
        invalid={Boolean(error) && !identifier.trim()}
      />
      <PasswordField
        name="password"
        autoComplete="current-password"
        label={say(AUTH_WORDS.password)}
        showLabel={say(AUTH_WORDS.showPassword)}
        hideLabel={say(AUTH_WORDS.hidePassword)}
        placeholder={say(AUTH_WORDS.yourPassword)}
        value={password}
        onValueChange={setPassword}
        aria-invalid={error && !password ? true : undefined}
        required
      />
      <button
        type="submit"
        className="btn btn--primary btn--block btn--lg"
        disabled={submitting}
        data-early-tap
      >
        {submitting ? <span className="btn__spinner" aria-hidden="true" /> : null}
        {submitting ? say(MSG.loggingIn) : say(AUTH_WORDS.login)}
      </button>
    </form>
  );
}
