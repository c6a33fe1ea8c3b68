import type { Slot } from '@fitthali/domain/plans';
import { mealsPerDay } from '@fitthali/domain/pricing';
import { useId, useState } from 'react';
import { formatDate, formatShortDay } from '../../../lib/format';

type Props = {
  dates: readonly string[];
  slot: Slot;
  problem: string | null;
};

/** A week's worth of dates shows at once; longer plans fold the rest behind a toggle. */
const SHOWN_FOLDED = 7;

/** The exact days the kitchen will deliver on: what the server regenerates and stores (§5). */
export function DeliveryDatesPreview({ dates, slot, problem }: Props) {
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const first = dates[0];
  const last = dates[dates.length - 1];
  const perDay = mealsPerDay(slot);
  const folds = dates.length > SHOWN_FOLDED;
  return (
    <div className="dates-preview">
      {problem ? (
        <p className="option-problem" role="status">
          {problem}
        </p>
      ) : first && last ? (
        <>
          <p className="dates-preview__summary">
            {dates.length} {dates.length === 1 ? 'delivery' : 'deliveries'} from{' '}
            <strong>{formatDate(first)}</strong> to <strong>{formatDate(last)}</strong>
            {perDay === 2 ? ', lunch and dinner each day' : ''}
          </p>
          {/* Folded dates stay in the list (hidden), so the list always holds the whole order. */}
          <ol className="dates-preview__list" id={listId} aria-label="Delivery dates">
            {dates.map((date, index) => (
              <li key={date} hidden={folds && !expanded && index >= SHOWN_FOLDED}>
                <time dateTime={date}>{formatShortDay(date)}</time>
              </li>
            ))}
          </ol>
          {folds ? (
            <button
              type="button"
              className="text-link dates-preview__toggle"
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => setExpanded((open) => !open)}
            >
              {expanded ? 'Show fewer dates' : `Show all ${dates.length} dates`}
            </button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
