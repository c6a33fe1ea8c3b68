import { formatIndiaDateTime } from '@fitthali/domain/india-format';
import { MONDAY_FIRST } from '@fitthali/domain/weekdays';
import { formatShortDay } from '../../../../lib/format';
import type { PlannerDay, PlannerDish } from '../api/types';
import { SOURCE_LABELS } from '../lib/menu-planner';

type Props = {
  days: readonly PlannerDay[];
  onEdit: (day: PlannerDay) => void;
};

function DishLine({ dish }: { dish: PlannerDish }) {
  return (
    <>
      <span className="planner-day__dish-name">{dish.name}</span>
      {dish.calories !== null ? (
        <span className="planner-day__kcal"> · {dish.calories} kcal</span>
      ) : null}
      {dish.retired || !dish.available ? (
        <span className="planner-day__flag"> · {dish.retired ? 'retired' : 'unavailable'}</span>
      ) : null}
    </>
  );
}

/**
 * The week Monday to Sunday, one card per date: its dish, its alternatives, where it comes from,
 * and whether customers can still change it. On a tablet the cards wrap two or three to a row.
 */
export function WeekGrid({ days, onEdit }: Props) {
  return (
    <ol className="planner-week" aria-label="The week’s menu, Monday to Sunday">
      {days.map((day, i) => {
        const weekday = MONDAY_FIRST[i] ?? '';
        const source = day.source ?? 'none';
        return (
          <li key={day.date} className="planner-day" data-source={source}>
            <div className="planner-day__head">
              <h3 className="planner-day__date">{formatShortDay(day.date)}</h3>
              <span className={`planner-source planner-source--${source}`}>
                {SOURCE_LABELS[source]}
              </span>
            </div>
            {day.dish ? (
              <p className="planner-day__dish">
                <DishLine dish={day.dish} />
              </p>
            ) : (
              <p className="planner-day__dish planner-day__dish--empty">Chef’s choice</p>
            )}
            {day.alternatives.length > 0 ? (
              <div className="planner-day__alternatives">
                <span className="planner-day__label">Or:</span>
                <ul>
                  {day.alternatives.map((dish) => (
                    <li key={dish._id}>
                      <DishLine dish={dish} />
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <p className={`planner-day__cutoff${day.open ? '' : ' planner-day__cutoff--closed'}`}>
              {day.open
                ? `Changes until ${formatIndiaDateTime(new Date(day.changeUntil))}`
                : day.editable
                  ? 'Past the cut-off: a change needs a reason'
                  : 'Served'}
            </p>
            {day.editable ? (
              <button
                type="button"
                className="btn btn--ghost btn--sm planner-day__edit"
                aria-label={`Change ${weekday}, ${formatShortDay(day.date)}`}
                onClick={() => onEdit(day)}
              >
                Change
              </button>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
