import { MSG } from '@fitthali/domain/messages';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../../i18n/messages';
import { sendContactMessage } from '../api/send-contact-message';

/**
 * The domain's limits (NAME_MAX, EMAIL_MAX, CONTACT_MESSAGE_MAX), copied because the schema
 * modules build zod schemas on import and would add zod to this page; a test keeps them equal.
 */
export const FIELD_LIMITS = { name: 100, email: 254, message: 5000 } as const;

/** SPEC §4, §9: the confirmation stays for 3 s. */
export const CONFIRMATION_MS = 3000;

type Field = 'name' | 'email' | 'message';
type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; message: string }
  | { kind: 'error'; message: string; missing?: Field[] };

const EMPTY = { name: '', email: '', message: '' };

/**
 * SPEC §2.9, §5: name, email and message, all required ('All fields are required'), then
 * '✅ Your message has been sent!' for 3 s. Unlike the original, the message is stored on the
 * server (POST /api/contact) so it reaches someone.
 */
export function ContactForm() {
  const t = useT('company');
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const fieldRefs = {
    name: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    message: useRef<HTMLTextAreaElement>(null),
  };

  useEffect(() => {
    if (status.kind !== 'sent') return;
    const timer = window.setTimeout(() => setStatus({ kind: 'idle' }), CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const missing = status.kind === 'error' ? (status.missing ?? []) : [];
  const update = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === 'sending') return;
    const blank = (Object.keys(values) as Field[]).filter((field) => values[field].trim() === '');
    if (blank.length > 0) {
      setStatus({ kind: 'error', message: MSG.contactRequired, missing: blank });
      fieldRefs[blank[0] as Field].current?.focus();
      return;
    }
    setStatus({ kind: 'sending' });
    const result = await sendContactMessage(values);
    if (result.ok) {
      setValues(EMPTY);
      setStatus({ kind: 'sent', message: result.message || MSG.contactSent });
    } else {
      setStatus({ kind: 'error', message: result.message });
    }
  };

  const errorId = `${id}-error`;
  const describedBy = (field: Field) => (missing.includes(field) ? errorId : undefined);

  return (
    <form className="contact-form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 className="contact-form__title" id={`${id}-title`}>
        {t('Send us a message')}
      </h2>
      <p className="contact-form__intro">
        {t('All fields are required. We reply within one working day.')}
      </p>
      <div className="contact-form__row">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-name`}>
            {t('Name')}
          </label>
          <input
            ref={fieldRefs.name}
            id={`${id}-name`}
            name="name"
            className="field__input"
            autoComplete="name"
            required
            maxLength={FIELD_LIMITS.name}
            value={values.name}
            onChange={update('name')}
            aria-invalid={missing.includes('name') || undefined}
            aria-describedby={describedBy('name')}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-email`}>
            {t('Email')}
          </label>
          <input
            ref={fieldRefs.email}
            id={`${id}-email`}
            name="email"
            type="email"
            className="field__input"
            autoComplete="email"
            required
            maxLength={FIELD_LIMITS.email}
            value={values.email}
            onChange={update('email')}
            aria-invalid={missing.includes('email') || undefined}
            aria-describedby={describedBy('email')}
          />
        </div>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-message`}>
          {t('Message')}
        </label>
        <textarea
          ref={fieldRefs.message}
          id={`${id}-message`}
          name="message"
          className="field__input contact-form__message"
          rows={6}
          required
          maxLength={FIELD_LIMITS.message}
          value={values.message}
          onChange={update('message')}
          aria-invalid={missing.includes('message') || undefined}
          aria-describedby={describedBy('message')}
        />
      </div>
      <div className="contact-form__footer">
        <button
          type="submit"
          className="btn btn--primary btn--lg"
          disabled={status.kind === 'sending'}
        >
          {status.kind === 'sending' ? t('Sending...') : t('Send Message')}
        </button>
        <div className="contact-form__status">
          {status.kind === 'error' ? (
            <p className="form-alert form-alert--error" role="alert" id={errorId}>
              {t(status.message)}
            </p>
          ) : null}
          <p className="form-alert form-alert--success" role="status">
            {status.kind === 'sent' ? t(status.message) : ''}
          </p>
        </div>
      </div>
    </form>
  );
}
