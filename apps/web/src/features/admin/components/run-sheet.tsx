import { CASH_MSG } from '@fitthali/domain/cash-messages';
import { NO_MENU_DISH } from '@fitthali/domain/kitchen-dishes';
import { groupStops, type RunStop, type StopAllergy } from '@fitthali/domain/run-stops';
import { useState } from 'react';
import { BusyButton } from '../../../components/ui/busy-button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatRupees } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import type { KitchenSheet, RunSheetDelivery, RunSheetStatus } from '../api/types';
import { useRunSheet } from '../hooks/use-run-sheet';
import { DietMark } from './kitchen-dishes';
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

type Stop = RunStop<RunSheetDelivery>;

/** The people a stop serves, once each: 'Asha Das', or 'Asha Das and Ravi Das'. */
function stopName(stop: Stop): string {
  const names = [...new Set(stop.deliveries.map((d) => d.customer))];
  return names.length > 2
    ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
    : names.join(' and ');
}

/** One status for the stop when its meals share it; mixed meals read as still to deliver. */
function stopStatus(stop: Stop): RunSheetStatus {
  const statuses = new Set(stop.deliveries.map((d) => d.status as RunSheetStatus));
  const [only] = statuses;
  return statuses.size === 1 && only ? only : 'scheduled';
}

type StopProps = {
  stop: Stop;
  index: number;
  canMark: boolean;
  busy: boolean;
  onDelivered: () => void;
  onMissed: () => void;
  onCollect: () => void;
};

type Mark = Exclude<RunSheetStatus, 'scheduled'>;
/** A stop's marks, in the order its buttons stand. */
const MARKS: readonly Mark[] = ['delivered', 'missed'];

type MarkButtonProps = {
  mark: Mark;
  name: string;
  done: boolean;
  busy: boolean;
  onClick: () => void;
};

/** A stop's mark: off while another mark is saving, or once every meal of the stop has it. */
function MarkButton({ mark, name, done, busy, onClick }: MarkButtonProps) {
  const look = mark === 'delivered' ? 'btn--primary' : 'btn--ghost';
  return (
    <button
      type="button"
      className={`btn ${look} btn--sm`}
      onClick={onClick}
      disabled={busy || done}
    >
      {STATUS_LABEL[mark]}
      <span className="visually-hidden"> for {name}</span>
    </button>
  );
}

/**
 * One meal of a stop: its order number, plan and option, the dish it is, its own status when it
 * differs, and its allergy flag: what the customer avoids, or, loudly, that the dish holds it.
 */
function StopMeal({
  meal,
  allergy,
  showStatus,
}: {
  meal: RunSheetDelivery;
  allergy: StopAllergy | undefined;
  showStatus: boolean;
}) {
  return (
    <li className="run-stop__meal">
      <span
        className={`meal-dot ${meal.mealOption === 'Non-Veg' ? 'meal-dot--nonveg' : 'meal-dot--veg'}`}
        aria-hidden="true"
      />
      <span className="run-stop__order">{meal.orderNumber}</span> {meal.plan} · {meal.mealOption}
      {showStatus ? ` · ${STATUS_LABEL[meal.status as RunSheetStatus] ?? meal.status}` : ''}
      <span className="run-stop__dish">
        {meal.dish?.name ?? NO_MENU_DISH} <DietMark diet={meal.dish?.diet ?? null} />
      </span>
      {allergy ? (
        <span
          className={`run-stop__allergy${allergy.conflict ? ' run-stop__allergy--conflict' : ''}`}
        >
          {allergy.conflict ? (
            <>
              <span aria-hidden="true">⚠ </span>
              <strong>Allergy: </strong>
            </>
          ) : null}
          {allergy.text}
        </span>
      ) : null}
      {meal.status === 'missed' && meal.missedReason ? (
        <span className="run-stop__reason"> Reason: {meal.missedReason}</span>
      ) : null}
      {meal.status === 'missed' && meal.creditNote ? (
        // No credit, or less than the meal: the order had that little left (decision 154).
        <span className="run-stop__reason"> {meal.creditNote}</span>
      ) : null}
    </li>
  );
}

/**
 * One stop: one door in the round (issue 25 point 8), who and where (PIN first, as the round goes),
 * call and map, every meal left there, the door's cash, and the marks for all of its meals.
 */
function StopCard({ stop, index, canMark, busy, onDelivered, onMissed, onCollect }: StopProps) {
  const first = stop.deliveries[0];
  if (!first) return null;
  const name = stopName(stop);
  const status = stopStatus(stop);
  const nameId = `stop-${first.deliveryId}`;
  const mixed = new Set(stop.deliveries.map((d) => d.status)).size > 1;
  const all = (mark: RunSheetStatus) => stop.deliveries.every((d) => d.status === mark);
  const conflict = stop.allergies.some((flag) => flag.conflict);
  return (
    <li
      className={`run-stop run-stop--${status}${conflict ? ' run-stop--allergy' : ''}`}
      aria-labelledby={nameId}
    >
      <div className="run-stop__head">
        <span className="run-stop__number" aria-hidden="true">
          {index + 1}
        </span>
        <h4 className="run-stop__name" id={nameId}>
          {name}
        </h4>
        <span className={`run-stop__status run-stop__status--${status}`}>
          {mixed ? 'Part done' : STATUS_LABEL[status]}
        </span>
      </div>
      <p className="run-stop__address">
        <span className="run-stop__pin">PIN {first.address.pin}</span> {first.fullAddress}
      </p>
      <ul className="run-stop__meals" aria-label={`Meals for ${name}`}>
        {stop.deliveries.map((meal) => (
          <StopMeal
            key={meal.deliveryId}
            meal={meal}
            allergy={stop.allergies.find((flag) => flag.deliveryId === meal.deliveryId)}
            showStatus={mixed}
          />
        ))}
      </ul>
      <RunStopCash stop={stop} name={name} canCollect={canMark} busy={busy} onCollect={onCollect} />
      <div className="run-stop__links">
        {[...new Set(stop.deliveries.map((d) => d.phone))].map((phone) =>
          dialable(phone) ? (
            <a
              key={phone}
              className="btn btn--ghost btn--sm"
              href={`tel:${phone.replace(/[\s-]/g, '')}`}
            >
              Call {phone}
            </a>
          ) : (
            <span key={phone} className="run-stop__nophone">
              {phone}
            </span>
          ),
        )}
        <a
          className="btn btn--ghost btn--sm"
          href={first.mapsUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          Map<span className="visually-hidden"> for {name} (opens in a new tab)</span>
        </a>
      </div>
      {canMark ? (
        <div className="run-stop__marks">
          {MARKS.map((mark) => (
            <MarkButton
              key={mark}
              mark={mark}
              name={name}
              done={all(mark)}
              busy={busy}
              onClick={mark === 'delivered' ? onDelivered : onMissed}
            />
          ))}
        </div>
      ) : null}
    </li>
  );
}

/**
 * The run sheet a delivery person works from on a phone: one stop per door in round order (PIN,
 * then area), marks on each, "Mark all remaining delivered", and "Load more" for the next page.
 */
export function RunSheet({ sheet }: { sheet: KitchenSheet }) {
  const run = useRunSheet(sheet);
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState<Stop | null>(null);
  const [confirmAll, setConfirmAll] = useState(false);
  const [collecting, setCollecting] = useState<Stop | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  // Marks open on the delivery's day by the server's clock, which it sends (decision 142); the
  // phone's own clock may be wrong. The server judges each mark again.
  const canMark = sheet.canMark;
  const { counts } = run;
  const stops = groupStops(run.rows);

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
      {stops.length === 0 ? (
        <p className="kitchen-empty">No deliveries for this slot.</p>
      ) : (
        <ol className="run-sheet">
          {stops.map((stop, index) => (
            <StopCard
              key={stop.door}
              stop={stop}
              index={index}
              canMark={canMark}
              busy={busy}
              onDelivered={() =>
                act(async () => {
                  for (const meal of stop.deliveries) {
                    if (meal.status !== 'delivered') await run.delivered(meal);
                  }
                  return `${stopName(stop)}: delivered.`;
                })
              }
              onMissed={() => setMissing(stop)}
              onCollect={() => setCollecting(stop)}
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
        key={missing?.door ?? 'closed'}
        customer={missing ? stopName(missing) : null}
        busy={busy}
        onClose={() => setMissing(null)}
        onConfirm={async (reason) => {
          const stop = missing;
          if (!stop) return;
          const done = await act(async () => {
            const notes: string[] = [];
            for (const meal of stop.deliveries) {
              if (meal.status === 'missed') continue;
              const note = await run.missed(meal, reason);
              if (note) notes.push(note);
            }
            return [`${stopName(stop)}: marked missed.`, ...notes].join(' ');
          });
          if (done) setMissing(null);
        }}
      />
      <ConfirmDialog
        open={collecting !== null}
        title="Cash collected"
        description={
          <p>
            Record {formatRupees(collecting?.cashDue ?? 0)} in cash collected from{' '}
            {collecting ? stopName(collecting) : ''}
            {collecting && collecting.toCollect.length > 1
              ? ` for ${collecting.toCollect.length} orders`
              : ''}
            ?
          </p>
        }
        cancelLabel="Not yet"
        confirmLabel="Record cash"
        busy={busy}
        onCancel={() => setCollecting(null)}
        onConfirm={async () => {
          const stop = collecting;
          if (!stop) return;
          await act(async () => {
            const amount = await run.collect(stop);
            return CASH_MSG.collected(stopName(stop), amount);
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
