import { CASH_MSG } from '@fitthali/domain/cash-messages';
import { todayInIndia } from '@fitthali/domain/dates';
import { useState } from 'react';
import { BusyButton } from '../../../components/ui/busy-button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatRupees } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import type { KitchenSheet, RunSheetDelivery, RunSheetStatus } from '../api/types';
import { useRunSheet } from '../hooks/use-run-sheet';
import { MissedDialog } from './missed-dialog';
import { RunStopCash } from './run-stop-cash';

const STATUS_LABEL: Record<RunSheetStatus, string> = {
  scheduled: 'To deliver',
  delivered: 'Delivered',
  missed: 'Missed',
};

function problemOf(err: unknown): string {
  return err instanceof ApiError && err.serverMessage
    ? err.serverMessage
    : 'That did not go through. Check the connection and try again.';
}

const dialable = (phone: string) => /^\+?\d[\d\s-]{5,}$/.test(phone);

type StopProps = {
  row: RunSheetDelivery;
  index: number;
  canMark: boolean;
  busy: boolean;
  onDelivered: () => void;
  onMissed: () => void;
  onCollect: () => void;
};

type MarkButtonProps = {
  mark: Exclude<RunSheetStatus, 'scheduled'>;
  row: RunSheetDelivery;
  busy: boolean;
  onClick: () => void;
};

/** A stop's mark: off while another mark is saving, or once the stop has this one. */
function MarkButton({ mark, row, busy, onClick }: MarkButtonProps) {
  const look = mark === 'delivered' ? 'btn--primary' : 'btn--ghost';
  return (
    <button
      type="button"
      className={`btn ${look} btn--sm`}
      onClick={onClick}
      disabled={busy || row.status === mark}
    >
      {STATUS_LABEL[mark]}
      <span className="visually-hidden"> for {row.customer}</span>
    </button>
  );
}

/** One stop: who, where (PIN first, as the round goes), call and map, and its marks. */
function Stop({ row, index, canMark, busy, onDelivered, onMissed, onCollect }: StopProps) {
  const nameId = `stop-${row.deliveryId}`;
  return (
    <li className={`run-stop run-stop--${row.status}`} aria-labelledby={nameId}>
      <div className="run-stop__head">
        <span className="run-stop__number" aria-hidden="true">
          {index + 1}
        </span>
        <h4 className="run-stop__name" id={nameId}>
          {row.customer}
        </h4>
        <span className={`run-stop__status run-stop__status--${row.status}`}>
          {STATUS_LABEL[row.status]}
        </span>
      </div>
      <p className="run-stop__address">
        <span className="run-stop__pin">PIN {row.address.pin}</span> {row.fullAddress}
      </p>
      {row.status === 'missed' && row.missedReason ? (
        <p className="run-stop__reason">Reason: {row.missedReason}</p>
      ) : null}
      <p className="run-stop__meal">
        <span
          className={`meal-dot ${row.mealOption === 'Non-Veg' ? 'meal-dot--nonveg' : 'meal-dot--veg'}`}
          aria-hidden="true"
        />
        {row.plan} · {row.mealOption}
      </p>
      <RunStopCash
        row={row}
        canCollect={canMark && row.status !== 'missed'}
        busy={busy}
        onCollect={onCollect}
      />
      <div className="run-stop__links">
        {dialable(row.phone) ? (
          <a className="btn btn--ghost btn--sm" href={`tel:${row.phone.replace(/[\s-]/g, '')}`}>
            Call {row.phone}
          </a>
        ) : (
          <span className="run-stop__nophone">{row.phone}</span>
        )}
        <a
          className="btn btn--ghost btn--sm"
          href={row.mapsUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          Map<span className="visually-hidden"> for {row.customer} (opens in a new tab)</span>
        </a>
      </div>
      {canMark ? (
        <div className="run-stop__marks">
          <MarkButton mark="delivered" row={row} busy={busy} onClick={onDelivered} />
          <MarkButton mark="missed" row={row} busy={busy} onClick={onMissed} />
        </div>
      ) : null}
    </li>
  );
}

/**
 * The run sheet a delivery person works from on a phone: the stops in round order (PIN, then
 * area), marks on each, "Mark all remaining delivered", and "Load more" for the next page.
 */
export function RunSheet({ sheet }: { sheet: KitchenSheet }) {
  const run = useRunSheet(sheet);
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState<RunSheetDelivery | null>(null);
  const [confirmAll, setConfirmAll] = useState(false);
  const [collecting, setCollecting] = useState<RunSheetDelivery | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  // Marks open on the delivery's day (the server checks on its own clock and says so if not).
  const canMark = sheet.date <= todayInIndia();
  const { counts } = run;

  async function act(work: () => Promise<string>) {
    setBusy(true);
    try {
      toast.success(await work());
      return true;
    } catch (err) {
      toast.error(problemOf(err));
      return false;
    } finally {
      setBusy(false);
    }
  }

  const loadMore = async () => {
    setLoadingMore(true);
    try {
      await run.loadMore();
    } catch (err) {
      toast.error(problemOf(err));
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <>
      <p className="run-sheet__counts">
        <span>
          <strong>{counts.remaining}</strong> to deliver
        </span>
        <span>
          <strong>{counts.delivered}</strong> delivered
        </span>
        <span>
          <strong>{counts.missed}</strong> missed
        </span>
      </p>
      {canMark ? (
        <button
          type="button"
          className="btn btn--primary run-sheet__all"
          onClick={() => setConfirmAll(true)}
          disabled={busy || counts.remaining === 0}
        >
          Mark all remaining delivered
        </button>
      ) : (
        <p className="run-sheet__note">Stops can be marked from {formatDate(sheet.date)}.</p>
      )}
      {run.rows.length === 0 ? (
        <p className="kitchen-empty">No deliveries for this slot.</p>
      ) : (
        <ol className="run-sheet">
          {run.rows.map((row, index) => (
            <Stop
              key={row.deliveryId}
              row={row}
              index={index}
              canMark={canMark}
              busy={busy}
              onDelivered={() =>
                act(async () => {
                  await run.delivered(row);
                  return `${row.customer}: delivered.`;
                })
              }
              onMissed={() => setMissing(row)}
              onCollect={() => setCollecting(row)}
            />
          ))}
        </ol>
      )}
      {run.hasMore ? (
        <BusyButton
          className="btn btn--ghost run-sheet__more"
          onClick={loadMore}
          busy={loadingMore}
        >
          Load more ({run.rows.length} of {counts.totalMeals} shown)
        </BusyButton>
      ) : null}

      <MissedDialog
        key={missing?.deliveryId ?? 'closed'}
        customer={missing?.customer ?? null}
        busy={busy}
        onClose={() => setMissing(null)}
        onConfirm={async (reason) => {
          const row = missing;
          if (!row) return;
          const done = await act(async () => {
            await run.missed(row, reason);
            return `${row.customer}: marked missed.`;
          });
          if (done) setMissing(null);
        }}
      />
      <ConfirmDialog
        open={collecting !== null}
        title="Cash collected"
        description={
          <p>
            Record {formatRupees(collecting?.cash?.amountDue ?? 0)} in cash collected from{' '}
            {collecting?.customer}?
          </p>
        }
        cancelLabel="Not yet"
        confirmLabel="Record cash"
        busy={busy}
        onCancel={() => setCollecting(null)}
        onConfirm={async () => {
          const row = collecting;
          if (!row) return;
          await act(async () => {
            const collection = await run.collect(row);
            return CASH_MSG.collected(row.customer, collection.amount);
          });
          setCollecting(null);
        }}
      />
      <ConfirmDialog
        open={confirmAll}
        title="Mark all remaining delivered"
        description={
          <p>
            Mark the {counts.remaining} stop{counts.remaining === 1 ? '' : 's'} still to deliver for{' '}
            {sheet.slot} on {formatDate(sheet.date)} as delivered?
          </p>
        }
        cancelLabel="Not yet"
        confirmLabel="Mark delivered"
        busy={busy}
        onCancel={() => setConfirmAll(false)}
        onConfirm={async () => {
          await act(async () => {
            const marked = await run.allRemaining();
            return `${marked} remaining ${marked === 1 ? 'delivery' : 'deliveries'} marked delivered.`;
          });
          setConfirmAll(false);
        }}
      />
    </>
  );
}
