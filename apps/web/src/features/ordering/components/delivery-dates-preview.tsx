import type { Slot } from '@fitthali/domain/plans';
import { mealsPerDay } from '@fitthali/domain/pricing';
import { useId, useState } from 'react';
import { useT } from '../../../i18n/messages';
import { useLocale } from '../../../i18n/use-locale';
import { translateWithElements } from '../../../i18n/with-elements';
import { dayText, shortDayText } from '../lib/order-dates';

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
  const t = useT('order');
  const locale = useLocale();
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
            {translateWithElements(
              t,
              dates.length === 1
                ? perDay === 2
                  ? '{count} delivery from {first} to {last}, lunch and dinner each day'
                  : '{count} delivery from {first} to {last}'
                : perDay === 2
                  ? '{count} deliveries from {first} to {last}, lunch and dinner each day'
                  : '{count} deliveries from {first} to {last}',
              {
                first: <strong>{dayText(first, locale)}</strong>,
                last: <strong>{dayText(last, locale)}</strong>,
              },
              { count: dates.length },
            )}
          </p>
          {/* Folded dates stay in the list (hidden), so the list always holds the whole order. */}
          <ol className="dates-preview__list" id={listId} aria-label={t('Delivery dates')}>
            {dates.map((date, index) => (
              <li key={date} hidden={folds && !expanded && index >= SHOWN_FOLDED}>
                <time dateTime={date}>{shortDayText(date, locale)}</time>
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
              {expanded
                ? t('Show fewer dates')
                : t('Show all {count} dates', { count: dates.length })}
            </button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
