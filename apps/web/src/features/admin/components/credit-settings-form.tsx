import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { type CreditSettings, saveCreditSettings } from '../api/credit-settings';

/**
 * Settings: how many days a meal credit lasts from the day it is earned (default 90). A new figure
 * applies to credits earned from now on; the server validates and its sentence is shown.
 */
export function CreditSettingsForm({ settings }: { settings: CreditSettings }) {
  const [days, setDays] = useState(String(settings.expiryDays));
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const ids = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError('');
    setBusy(true);
    try {
      const saved = await saveCreditSettings(/^\d+$/.test(days.trim()) ? Number(days) : null);
      setDays(String(saved.expiryDays));
      toast.success('Credit settings saved.');
    } catch (err) {
      setError(
        err instanceof ApiError && err.serverMessage
          ? err.serverMessage
          : 'Could not save the credit settings. Try again.',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="admin-card settings-form"
      aria-labelledby={`${ids}-title`}
      onSubmit={submit}
      noValidate
    >
      <h2 className="admin-section-title" id={`${ids}-title`}>
        Meal credits
      </h2>
      <p className="admin-muted">
        A missed meal earns the customer a meal credit worth what they paid for it, spent at
        checkout, oldest first. Credits earned from now on last this long.
      </p>
      <div className="admin-field">
        <label htmlFor={`${ids}-days`}>Credits expire after (days)</label>
        <input
          id={`${ids}-days`}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={days}
          onChange={(event) => setDays(event.target.value)}
          required
          aria-describedby={error ? `${ids}-error` : undefined}
        />
      </div>
      <div role="alert" aria-atomic="true" className="admin-live">
        {error ? (
          <p className="inline-error admin-form-error" id={`${ids}-error`}>
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {busy ? <span className="btn__spinner" aria-hidden="true" /> : null}
        {busy ? 'Saving...' : 'Save credit settings'}
      </button>
    </form>
  );
}
