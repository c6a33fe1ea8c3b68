import type { PlannerDish } from '../api/types';
import { dishOptionLabel } from '../lib/menu-planner';

type Props = {
  id: string;
  label: string;
  /** The chosen dish's id, or '' for none. */
  value: string;
  /** The dishes the menu may take now. */
  dishes: readonly PlannerDish[];
  /** Dishes already planned that may no longer be added (kept visible while they stay). */
  known: ReadonlyMap<string, PlannerDish>;
  /** What "nothing chosen" says: "No alternative", "Nothing planned". */
  emptyLabel: string;
  onChange: (dishId: string) => void;
  visuallyHiddenLabel?: boolean;
};

/**
 * One dish picked from the catalogue. A native select: on a tablet it opens the system's picker,
 * a screen reader reads it as a list box, and typing a dish's first letters finds it.
 */
export function DishSelect({
  id,
  label,
  value,
  dishes,
  known,
  emptyLabel,
  onChange,
  visuallyHiddenLabel = false,
}: Props) {
  const offered = dishes.some((dish) => dish._id === value);
  const planned = !offered && value ? known.get(value) : undefined;
  return (
    <div className="admin-field planner-dish-select">
      <label htmlFor={id} className={visuallyHiddenLabel ? 'visually-hidden' : undefined}>
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{emptyLabel}</option>
        {planned || (value && !offered) ? (
          <option value={value}>
            {planned
              ? `${dishOptionLabel(planned)} (no longer offered)`
              : 'A dish no longer offered'}
          </option>
        ) : null}
        {dishes.map((dish) => (
          <option key={dish._id} value={dish._id}>
            {dishOptionLabel(dish)}
          </option>
        ))}
      </select>
    </div>
  );
}
