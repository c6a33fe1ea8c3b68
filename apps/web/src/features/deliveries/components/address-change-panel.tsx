import { addressOneLine } from '@fitthali/domain/address-line';
import { todayInIndia } from '@fitthali/domain/dates';
import { canChangeAt } from '@fitthali/domain/delivery-settings';
import { addressSchema } from '@fitthali/domain/schemas/address';
import { validate } from '@fitthali/domain/schemas/first-error';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { useSelfService } from '../../../i18n/self-service';
import type { SubscriptionSchedule } from '../api/types';

type Props = {
  order: SubscriptionSchedule;
  now: Date;
  busy: boolean;
  onSubmit: (
    address: { at: string; po: string; dist: string; pin: string },
    date: string | null,
  ) => void;
  /**
   * An admin may also pick a day past the customer's cut-off (not a past day), with a reason
   * asked in `children`.
   */
  overrideCutOff?: boolean;
  /** More fields for the form, before its buttons. */
  children?: ReactNode;
};

const ALL = 'all';

/** The days a one-day change can be for: still to come, and open to the customer unless overridden. */
export function addressChangeDays(
  order: SubscriptionSchedule,
  now: Date,
  overrideCutOff = false,
): { date: string; pastCutOff: boolean }[] {
  const today = todayInIndia(now);
  const days = new Map<string, boolean>();
  for (const d of order.deliveries) {
    if (d.status !== 'scheduled') continue;
    const open = canChangeAt(d.date, d.slot, now, order.deliverySettings.slots);
    if (!open && (!overrideCutOff || d.date < today)) continue;
    // A day with two meals is past the cut-off once either of them is.
    days.set(d.date, (days.get(d.date) ?? false) || !open);
  }
  return [...days].map(([date, pastCutOff]) => ({ date, pastCutOff }));
}

/**
 * Where the meals go: the plan's address, and a form to send every remaining delivery (or one
 * day's) somewhere else in Odisha, checked with the same rules as the address book.
 */
export function AddressChangePanel({
  order,
  now,
  busy,
  onSubmit,
  overrideCutOff = false,
  children,
}: Props) {
  const titleId = useId();
  const { t, day } = useSelfService('deliveries');
  const whenId = useId();
  const [open, setOpen] = useState(false);
  const [fields, setFields] = useState({ at: '', po: '', dist: '', pin: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [when, setWhen] = useState(ALL);
  const changeable = addressChangeDays(order, now, overrideCutOff);

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validate(addressSchema, fields);
    if (!result.success) {
      setErrors(result.fieldErrors);
      return;
    }
    setErrors({});
    onSubmit(fields, when === ALL ? null : when);
  }

  const field = (name: keyof typeof fields, label: string, extra = {}) => (
    <TextField
      label={label}
      value={fields[name]}
      error={errors[name] ? t(errors[name]) : undefined}
      onChange={(event) => setFields({ ...fields, [name]: event.target.value })}
      {...extra}
    />
  );

  return (
    <section className="deliveries-address" aria-labelledby={titleId}>
      <h2 id={titleId} className="deliveries-pause__title">
        {t('Delivery address')}
      </h2>
      <p>{addressOneLine(order.subscription.address)}</p>
      {!open ? (
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          disabled={busy || changeable.length === 0}
          onClick={() => setOpen(true)}
        >
          {t('Change address')}
        </button>
      ) : (
        <form className="deliveries-address__form" onSubmit={submit} noValidate>
          {field('at', t('At (house, street, area)'), { autoComplete: 'address-line1' })}
          {field('po', t('PO (post office)'))}
          {field('dist', t('District'))}
          {field('pin', t('PIN code'), { inputMode: 'numeric', autoComplete: 'postal-code' })}
          <div className="field">
            <label className="field__label" htmlFor={whenId}>
              {t('For')}
            </label>
            <select
              id={whenId}
              className="field__input"
              value={when}
              onChange={(event) => setWhen(event.target.value)}
            >
              <option value={ALL}>{t('All remaining deliveries')}</option>
              {changeable.map(({ date, pastCutOff }) => (
                <option key={date} value={date}>
                  {pastCutOff
                    ? t('Only {date} (past the cut-off)', { date: day(date) })
                    : t('Only {date}', { date: day(date) })}
                </option>
              ))}
            </select>
          </div>
          {children}
          <p className="deliveries-address__actions">
            <button type="submit" className="btn btn--primary" disabled={busy}>
              {t('Save address')}
            </button>
            <button type="button" className="btn btn--ghost" onClick={() => setOpen(false)}>
              {t('Cancel')}
            </button>
          </p>
        </form>
      )}
    </section>
  );
}
