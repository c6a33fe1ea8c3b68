import { FieldError } from '../../../../components/ui/field-error';

type Props = {
  /** Prefix of the fields' ids (a `useId()`). */
  id: string;
  labels: { amount: string; reason: string };
  amount: string;
  reason: string;
  /** The most that may be refunded: the input's maximum and the "Full amount" button's value. */
  refundable: number;
  /** The sentences to show under each field, once the form was tried. */
  errors: { amount: string | null; reason: string | null };
  onAmount: (amount: string) => void;
  onReason: (reason: string) => void;
};

/** The amount and written reason of a money refund: the Refund card's and the Cancel card's. */
export function RefundFields({
  id,
  labels,
  amount,
  reason,
  refundable,
  errors,
  onAmount,
  onReason,
}: Props) {
  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-amount`}>
          {labels.amount}
        </label>
        <div className="order-refund__amount">
          <input
            id={`${id}-amount`}
            className="field__input"
            type="number"
            inputMode="numeric"
            min={1}
            max={refundable}
            step={1}
            value={amount}
            onChange={(event) => onAmount(event.target.value)}
            aria-invalid={errors.amount ? true : undefined}
            aria-describedby={errors.amount ? `${id}-amount-error` : undefined}
          />
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            onClick={() => onAmount(String(refundable))}
          >
            Full amount
          </button>
        </div>
        <FieldError id={`${id}-amount-error`} error={errors.amount} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-reason`}>
          {labels.reason}
        </label>
        <textarea
          id={`${id}-reason`}
          className="field__input"
          rows={2}
          required
          maxLength={500}
          value={reason}
          onChange={(event) => onReason(event.target.value)}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
        />
        <FieldError id={`${id}-reason-error`} error={errors.reason} />
      </div>
    </>
  );
}
