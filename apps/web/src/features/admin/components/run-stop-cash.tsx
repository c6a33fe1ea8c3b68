import type { RunStop } from '@fitthali/domain/run-stops';
import { formatRupees } from '../../../lib/format';
import type { RunSheetDelivery } from '../api/types';

type RunStopCashProps = {
  stop: RunStop<RunSheetDelivery>;
  /** Who the stop is, for the button's name. */
  name: string;
  /** The stop can take cash now: its day has come (by the server's clock). */
  canCollect: boolean;
  busy: boolean;
  onCollect: () => void;
};

/** What was collected at this door on this delivery, summed over its orders. */
function collectedHere(stop: RunStop<RunSheetDelivery>): number {
  return stop.deliveries.reduce(
    (sum, d) => sum + (d.cash?.collected?.onThisDelivery ? d.cash.collected.amount : 0),
    0,
  );
}

/**
 * The money line of a stop (issues 14 and 25): "Paid online", the door's cash due (each order's
 * share named when there are several) with its one "Cash collected" button, or the cash once
 * recorded. The amounts are the server's.
 */
export function RunStopCash({ stop, name, canCollect, busy, onCollect }: RunStopCashProps) {
  const cash = stop.deliveries.map((d) => d.cash);
  // An older server sends no cash at all: say nothing rather than "Paid online".
  if (cash.every((c) => c === undefined)) return null;
  if (stop.cashDue > 0) {
    return (
      <div className="run-stop__cash run-stop__cash--due">
        <p className="run-stop__cash-due">
          Cash due <strong>{formatRupees(stop.cashDue)}</strong>
          {stop.toCollect.length > 1 ? (
            <span className="run-stop__cash-orders">
              {stop.toCollect
                .map((d) => `${d.orderNumber} ${formatRupees(d.cash?.amountDue ?? 0)}`)
                .join(' · ')}
            </span>
          ) : null}
        </p>
        {canCollect ? (
          <button
            type="button"
            className="btn btn--accent btn--sm"
            onClick={onCollect}
            disabled={busy}
          >
            Cash collected<span className="visually-hidden"> for {name}</span>
          </button>
        ) : null}
      </div>
    );
  }
  const here = collectedHere(stop);
  if (here > 0) {
    return (
      <p className="run-stop__cash run-stop__cash--paid">Cash {formatRupees(here)} collected</p>
    );
  }
  if (cash.some((c) => c?.collected)) {
    return (
      <p className="run-stop__cash run-stop__cash--paid">Cash collected on an earlier delivery</p>
    );
  }
  if (cash.every((c) => c === null)) return <p className="run-stop__cash">Paid online</p>;
  return null;
}
