import { type FormEvent, useState } from 'react';
import { useT } from '../../../i18n/messages';

type Status = { kind: 'idle' | 'sending' } | { kind: 'done' | 'error'; message: string };

/**
 * The footer's mailing-list box (SPEC §2.4), now wired: POST /api/newsletter stores the address
 * once. The server checks the address and phrases every answer, which keeps the rules (and zod)
 * out of the JavaScript every page loads.
 */
export function NewsletterForm() {
  const t = useT('chrome');
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === 'sending') return;
    setStatus({ kind: 'sending' });
    // The request code comes on the first submit: every page shows this form, few send it.
    const { subscribeNewsletter } = await import('../api/subscribe-newsletter');
    const result = await subscribeNewsletter(email);
    if (result.ok) setEmail('');
    setStatus({ kind: result.ok ? 'done' : 'error', message: result.message });
  };

  const error = status.kind === 'error';
  return (
    <form className="newsletter" onSubmit={onSubmit} noValidate>
      <label htmlFor="newsletter-email" className="newsletter__label">
        {t('Email address')}
      </label>
      <div className="newsletter__row">
        <input
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          className="newsletter__input"
          maxLength={254}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error || undefined}
          aria-describedby={error ? 'newsletter-error' : 'newsletter-status'}
        />
        <button type="submit" className="btn btn--accent" disabled={status.kind === 'sending'}>
          {status.kind === 'sending' ? t('Subscribing...') : t('Subscribe')}
        </button>
      </div>
      <p id="newsletter-status" className="newsletter__status" role="status">
        {status.kind === 'done' ? status.message : ''}
      </p>
      {error ? (
        <p
          id="newsletter-error"
          className="newsletter__status newsletter__status--error"
          role="alert"
        >
          {status.message}
        </p>
      ) : null}
    </form>
  );
}
