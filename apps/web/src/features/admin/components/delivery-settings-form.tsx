import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import {
  type DeliverySettingsAnswer,
  type DeliverySettingsInput,
  saveDeliverySettings,
} from '../api/delivery-settings';

type SlotRow = { slot: string; start: string; end: string; cutoffHours: string };

const WHOLE_NUMBER = { type: 'number', inputMode: 'numeric', min: 0, step: 1 } as const;

const rowsOf = (settings: DeliverySettingsAnswer): SlotRow[] =>
  settings.slots.map((s) => ({ ...s, cutoffHours: String(s.cutoffHours) }));

/** A typed whole number, or null for anything else: the server says what is wrong with it. */
const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : null);

/**
 * Settings: each slot's delivery window and how many hours before it customers may still change a
 * delivery, and how far a plan may stretch (issue 13 point 2). The server is the one to validate;
 * its sentence is shown as it is. The storefront quotes the new figure from the next page load.
 */
export function DeliverySettingsForm({ settings }: { settings: DeliverySettingsAnswer }) {
  const [rows, setRows] = useState(() => rowsOf(settings));
  const [limit, setLimit] = useState(String(settings.extensionLimitDays));
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const ids = useId();

  const edit = (index: number, field: keyof SlotRow, value: string) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, [field]: value } : row)));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input: DeliverySettingsInput = {
      slots: rows.map((row) => ({ ...row, cutoffHours: wholeNumber(row.cutoffHours) })),
      extensionLimitDays: wholeNumber(limit),
    };
    setError('');
    setBusy(true);
    try {
      const saved = await saveDeliverySettings(input);
      setRows(rowsOf(saved));
      setLimit(String(saved.extensionLimitDays));
      toast.success('Delivery settings saved.');
    } catch (err) {
      setError(
        err instanceof ApiError && err.serverMessage
          ? err.serverMessage
          : 'Could not save the delivery settings. Try again.',
      );
    } finally {
      setBusy(false);
    }
  };

  const describedBy = error ? `${ids}-error` : undefined;
  return (
    <form
      className="admin-card settings-form"
      aria-labelledby={`${ids}-title`}
      onSubmit={submit}
      noValidate
    >
      <h2 className="admin-section-title" id={`${ids}-title`}>
        Deliveries and cut-offs
      </h2>
      <p className="admin-muted">
        India time. Customers can skip, pause or change a delivery, and start a new plan, until the
        cut-off before its window opens. The FAQ, terms, refund policy and home page quote these
        hours.
      </p>
      {rows.map((row, index) => (
        <fieldset className="delivery-settings__slot" key={row.slot}>
          <legend>{row.slot}</legend>
          <div className="admin-form-grid">
            <div className="admin-field">
              <label htmlFor={`${ids}-${row.slot}-start`}>{row.slot} window opens</label>
              <input
                id={`${ids}-${row.slot}-start`}
                type="time"
                value={row.start}
                onChange={(event) => edit(index, 'start', event.target.value)}
                required
                aria-describedby={describedBy}
              />
            </div>
            <div className="admin-field">
              <label htmlFor={`${ids}-${row.slot}-end`}>{row.slot} window closes</label>
              <input
                id={`${ids}-${row.slot}-end`}
                type="time"
                value={row.end}
                onChange={(event) => edit(index, 'end', event.target.value)}
                required
                aria-describedby={describedBy}
              />
            </div>
            <div className="admin-field">
              <label htmlFor={`${ids}-${row.slot}-cutoff`}>{row.slot} cut-off (hours before)</label>
              <input
                id={`${ids}-${row.slot}-cutoff`}
                {...WHOLE_NUMBER}
                value={row.cutoffHours}
                onChange={(event) => edit(index, 'cutoffHours', event.target.value)}
                required
                aria-describedby={describedBy}
              />
            </div>
          </div>
        </fieldset>
      ))}
      <div className="admin-field">
        <label htmlFor={`${ids}-limit`}>Plans may stretch by (days past their last delivery)</label>
        <input
          id={`${ids}-limit`}
          {...WHOLE_NUMBER}
          value={limit}
          onChange={(event) => setLimit(event.target.value)}
          required
          aria-describedby={describedBy}
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
        {busy ? 'Saving...' : 'Save delivery settings'}
      </button>
    </form>
  );
}
