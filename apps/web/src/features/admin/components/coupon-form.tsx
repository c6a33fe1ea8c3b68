import { NEW_COUPON_CODE_PATTERN } from '@fitthali/domain/coupons';
import { type FormEvent, useId, useState } from 'react';
import { BusyButton } from '../../../components/ui/busy-button';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { createCoupon } from '../api/create-coupon';

/** Create a coupon: code, flat ₹ amount, active, optional expiry and usage limit. */
/** The discount and the usage limit are both whole numbers from 1 (typed with a number pad). */
const WHOLE_NUMBER = { type: 'number', inputMode: 'numeric', min: 1, step: 1 } as const;

export function CouponForm({ onCreated }: { onCreated: () => void }) {
  const [code, setCode] = useState('');
  const [amount, setAmount] = useState('');
  const [expiresAt, setExpiresAt] = useState('');
  const [usageLimit, setUsageLimit] = useState('');
  const [active, setActive] = useState(true);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const ids = { code: useId(), amount: useId(), expires: useId(), limit: useId(), active: useId() };
  const errorId = useId();
  const titleId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const cleanCode = code.trim().toUpperCase();
    const rupees = Number(amount);
    const limit = usageLimit.trim() === '' ? null : Number(usageLimit);
    if (!NEW_COUPON_CODE_PATTERN.test(cleanCode))
      return setError('Coupon code must be 3 to 20 letters or digits.');
    if (!Number.isInteger(rupees) || rupees < 1 || rupees > 5000) {
      return setError('Discount must be a whole number of rupees from 1 to 5000.');
    }
    if (limit !== null && (!Number.isInteger(limit) || limit < 1)) {
      return setError('Usage limit must be a whole number of 1 or more.');
    }
    setError('');
    setBusy(true);
    try {
      await createCoupon({
        code: cleanCode,
        amount: rupees,
        active,
        expiresAt: expiresAt || null,
        usageLimit: limit,
      });
      toast.success(`Coupon ${cleanCode} created.`);
      setCode('');
      setAmount('');
      setExpiresAt('');
      setUsageLimit('');
      setActive(true);
      onCreated();
    } catch (err) {
      setError(
        err instanceof ApiError && err.serverMessage
          ? err.serverMessage
          : 'Could not create the coupon.',
      );
    } finally {
      setBusy(false);
    }
  };

  const describedBy = error ? errorId : undefined;
  return (
    <form className="admin-card coupon-form" aria-labelledby={titleId} onSubmit={submit} noValidate>
      <h2 className="admin-section-title" id={titleId}>
        New coupon
      </h2>
      <div className="admin-form-grid">
        <div className="admin-field">
          <label htmlFor={ids.code}>Code</label>
          <input
            id={ids.code}
            value={code}
            onChange={(event) => setCode(event.target.value.toUpperCase())}
            autoComplete="off"
            spellCheck={false}
            maxLength={20}
            required
            placeholder="DIWALI150"
            aria-describedby={describedBy}
          />
        </div>
        <div className="admin-field">
          <label htmlFor={ids.amount}>Discount (₹)</label>
          <input
            id={ids.amount}
            {...WHOLE_NUMBER}
            max={5000}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            required
            aria-describedby={describedBy}
          />
        </div>
        <div className="admin-field">
          <label htmlFor={ids.expires}>Expires on (optional)</label>
          <input
            id={ids.expires}
            type="date"
            value={expiresAt}
            onChange={(event) => setExpiresAt(event.target.value)}
          />
        </div>
        <div className="admin-field">
          <label htmlFor={ids.limit}>Usage limit (optional)</label>
          <input
            id={ids.limit}
            {...WHOLE_NUMBER}
            value={usageLimit}
            onChange={(event) => setUsageLimit(event.target.value)}
            aria-describedby={describedBy}
          />
        </div>
      </div>
      <div className="coupon-form__foot">
        <label className="admin-check" htmlFor={ids.active}>
          <input
            id={ids.active}
            type="checkbox"
            checked={active}
            onChange={(event) => setActive(event.target.checked)}
          />
          Active
        </label>
        <BusyButton type="submit" className="btn btn--primary btn--sm" busy={busy}>
          {busy ? 'Creating...' : 'Create coupon'}
        </BusyButton>
      </div>
      <div role="alert" aria-atomic="true" className="admin-live">
        {error ? (
          <p className="inline-error admin-form-error" id={errorId}>
            {error}
          </p>
        ) : null}
      </div>
    </form>
  );
}
