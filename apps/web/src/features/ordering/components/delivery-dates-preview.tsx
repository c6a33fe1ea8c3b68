import type { Slot } from '@fitthali/domain/plans';
import { mealsPerDay } from '@fitthali/domain/pricing';
import { formatDate, formatShortDay } from '../../../lib/format';

type Props = {
  dates: readonly string[];
  slot: Slot;
  problem: string | null;
};

/** The exact days the kitchen will deliver on: what the server regenerates and stores (§5). */
export function DeliveryDatesPreview({ dates, slot, problem }: Props) {
  const first = dates[0];
  const last = dates[dates.length - 1];
  const perDay = mealsPerDay(slot);
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
          <ol className="dates-preview__list" aria-label="Delivery dates">
            {dates.map((date) => (
              <li key={date}>
                <time dateTime={date}>{formatShortDay(date)}</time>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </div>
  );
}
