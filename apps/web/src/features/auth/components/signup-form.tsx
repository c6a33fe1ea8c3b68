import { toWesternDigits } from '@fitthali/domain/i18n/calendar';
import { pathInLocale } from '@fitthali/domain/i18n/locales';
import { MSG } from '@fitthali/domain/messages';
import { validate } from '@fitthali/domain/schemas/first-error';
import { signupSchema } from '@fitthali/domain/schemas/signup';
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { useFormTranslator } from '../../../i18n/form-translator';
import { useLocale } from '../../../i18n/use-locale';
import { ApiError } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';
import { signup } from '../api/signup';
import { signupErrorMessage } from '../lib/auth-messages';
import { AUTH_WORDS } from '../lib/auth-words';
import { fieldValues } from '../lib/field-values';
import { FormAlert } from './form-alert';

const FIELDS = ['name', 'email', 'phone', 'password'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

const EMPTY: Values = { name: '', email: '', phone: '', password: '' };

/** SPEC §5: whitespace leaves the phone number as it is typed; Odia digits read as Western (decision 183). */
const phoneAsTyped = (value: string) => toWesternDigits(value).replace(/\s+/g, '');

/** SPEC §9: the success message stays this long before the login page opens. */
export const SIGNUP_REDIRECT_MS = 1200;

function errorsFor(values: Values): Errors {
  const result = validate(signupSchema, values);
  if (result.success) return {};
  const errors: Errors = {};
  for (const field of FIELDS) {
    const message = result.fieldErrors[field];
    if (message) errors[field] = message;
  }
  return errors;
}

export function SignupForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const locale = useLocale();
  const say = useFormTranslator();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState('');
  const [success, setSuccess] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const focusField = (field: Field) => {
    const input = formRef.current?.elements.namedItem(field);
    if (input instanceof HTMLInputElement) input.focus();
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const field = event.target.name as Field;
    const value = field === 'phone' ? phoneAsTyped(event.target.value) : event.target.value;
    const next = { ...values, [field]: value };
    setValues(next);
    // Errors appear on submit (checking on blur would move the button under the pointer); once
    // shown, a field's error follows the typing so the person sees when it is fixed.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: errorsFor(next)[field] }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || success) return;
    // What the fields show, which is more than React heard when the customer typed before the
    // page's scripts started (decision 144).
    const shown = fieldValues(event.currentTarget, FIELDS);
    const typed = { ...shown, phone: phoneAsTyped(shown.phone) };
    setValues(typed);
    const found = errorsFor(typed);
    setErrors(found);
    setFormError('');
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      focusField(firstInvalid);
      return;
    }
    const parsed = validate(signupSchema, typed);
    if (!parsed.success) return;
    setSubmitting(true);
    try {
      const answer = await signup(parsed.data);
      if (typeof answer.token !== 'string' || answer.token === '') throw new Error('no token');
      saveSession(answer.token, answer.user ?? {});
      setValues(EMPTY);
      setSuccess(say(MSG.signupSuccess));
      // The login page still knows where the customer was going (issue 25 point 11).
      redirectTimer.current = setTimeout(
        () =>
          navigate(`${pathInLocale('/login', locale)}${location.search}`, {
            state: location.state,
          }),
        SIGNUP_REDIRECT_MS,
      );
    } catch (err) {
      // The server answers in the page's language when asked; `say` leaves Odia as it is.
      const message = say(signupErrorMessage(err));
      // A taken email or phone belongs under its own field.
      const field: Field | undefined =
        err instanceof ApiError && message === say(MSG.emailTaken)
          ? 'email'
          : err instanceof ApiError && message === say(MSG.phoneTaken)
            ? 'phone'
            : undefined;
      if (field) {
        setErrors({ [field]: message });
        focusField(field);
      } else {
        setFormError(message);
      }
    } finally {
      setSubmitting(false);
    }
  };

  const common = (field: Field) => ({
    name: field,
    value: values[field],
    error: errors[field] && say(errors[field]),
    onChange,
    required: true,
    disabled: Boolean(success),
  });

  return (
    <form
      ref={formRef}
      className="form-stack"
      // POST, so that even a browser without the app never puts the password in an address.
      method="post"
      onSubmit={onSubmit}
      noValidate
      aria-busy={submitting}
    >
      <FormAlert message={formError} />
      <FormAlert message={success} tone="success" />
      <TextField
        label={say(AUTH_WORDS.name)}
        autoComplete="name"
        placeholder={say(AUTH_WORDS.namePlaceholder)}
        {...common('name')}
      />
      <TextField
        label={say(AUTH_WORDS.email)}
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        {...common('email')}
      />
      <TextField
        label={say(AUTH_WORDS.phone)}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder={say(AUTH_WORDS.phonePlaceholder)}
        {...common('phone')}
      />
      <PasswordField
        autoComplete="new-password"
        label={say(AUTH_WORDS.password)}
        showLabel={say(AUTH_WORDS.showPassword)}
        hideLabel={say(AUTH_WORDS.hidePassword)}
        placeholder={say(AUTH_WORDS.passwordPlaceholder)}
        {...common('password')}
      />
      <button
        type="submit"
        className="btn btn--primary btn--block btn--lg"
        disabled={submitting || Boolean(success)}
        data-early-tap
      >
        {submitting ? <span className="btn__spinner" aria-hidden="true" /> : null}
        {submitting ? say(MSG.creatingAccount) : say(AUTH_WORDS.createAccount)}
      </button>
    </form>
  );
}
