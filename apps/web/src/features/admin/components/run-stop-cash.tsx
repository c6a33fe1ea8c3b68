import { formatRupees } from '../../../lib/format';
import type { RunSheetDelivery } from '../api/types';

type RunStopCashProps = {
  row: RunSheetDelivery;
  /** The stop can take cash now: its day has come and it was not missed. */
  canCollect: boolean;
  busy: boolean;
  onCollect: () => void;
};

/**
 * The money line of a stop (issue 14 point 6): "Paid online", the cash due with its "Cash
 * collected" button, or the collection once recorded. The amount is the server's.
 */
export function RunStopCash({ row, canCollect, busy, onCollect }: RunStopCashProps) {
  const { cash } = row;
  if (cash === undefined) return null;
  if (cash === null) return <p className="run-stop__cash">Paid online</p>;
  if (cash.collected) {
    return (
      <p className="run-stop__cash run-stop__cash--paid">
        {cash.collected.onThisDelivery
          ? `Cash ${formatRupees(cash.collected.amount)} collected`
          : 'Cash collected on an earlier delivery'}
      </p>
    );
  }
  if (cash.amountDue === null) return null;
  return (
    <div className="run-stop__cash run-stop__cash--due">
      <p className="run-stop__cash-due">
        Cash due <strong>{formatRupees(cash.amountDue)}</strong>
      </p>
      {canCollect ? (
        <button
          type="button"
          className="btn btn--accent btn--sm"
          onClick={onCollect}
          disabled={busy}
        >
          Cash collected<span className="visually-hidden"> for {row.customer}</span>
        </button>
      ) : null}
    </div>
  );
}
