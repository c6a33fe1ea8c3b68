import { MAX_ALTERNATIVES, type MenuChoice } from '@fitthali/domain/menu-rotation';
import type { PlannerDish } from '../api/types';
import { DishSelect } from './dish-select';

type Props = {
  /** Unique on the page: the fields' ids start with it. */
  idPrefix: string;
  /** Names the day in every label: "Monday", "Week 2 Monday". */
  dayLabel: string;
  value: MenuChoice | null;
  dishes: readonly PlannerDish[];
  known: ReadonlyMap<string, PlannerDish>;
  onChange: (value: MenuChoice | null) => void;
  /** In a rotation grid: the alternatives fold away under the day's dish. */
  compact?: boolean;
};

/**
 * A day's dish and up to three alternatives. Clearing the dish leaves the day to the chef; an
 * alternative cleared closes the gap, and the day's dish is never offered as its own alternative.
 */
export function MenuChoiceFields({
  idPrefix,
  dayLabel,
  value,
  dishes,
  known,
  onChange,
  compact = false,
}: Props) {
  const alternatives = value?.alternatives ?? [];
  const setDefault = (dishId: string) =>
    onChange(dishId ? { dishId, alternatives: alternatives.filter((id) => id !== dishId) } : null);
  const setAlternative = (slot: number, dishId: string) => {
    if (!value) return;
    const next = [...alternatives];
    next[slot] = dishId;
    onChange({
      dishId: value.dishId,
      alternatives: [...new Set(next.filter((id) => id && id !== value.dishId))],
    });
  };
  const slots = Array.from({ length: MAX_ALTERNATIVES }, (_, i) => i);
  const alternativeFields = slots.map((slot) => {
    const chosen = alternatives[slot] ?? '';
    // An alternative is picked in order: the next empty one, after the day's dish.
    if (!value || slot > alternatives.length) return null;
    return (
      <DishSelect
        key={slot}
        id={`${idPrefix}-alt-${slot}`}
        label={`${dayLabel} alternative ${slot + 1}`}
        value={chosen}
        dishes={dishes.filter(
          (dish) =>
            dish._id === chosen || (dish._id !== value.dishId && !alternatives.includes(dish._id)),
        )}
        known={known}
        emptyLabel="No alternative"
        onChange={(dishId) => setAlternative(slot, dishId)}
        visuallyHiddenLabel={compact}
      />
    );
  });

  return (
    <div className="planner-choice">
      <DishSelect
        id={`${idPrefix}-dish`}
        label={`${dayLabel} dish`}
        value={value?.dishId ?? ''}
        dishes={dishes}
        known={known}
        emptyLabel="Nothing planned"
        onChange={setDefault}
        visuallyHiddenLabel={compact}
      />
      {value ? (
        compact ? (
          <details className="planner-choice__alternatives">
            <summary>
              Alternatives{alternatives.length > 0 ? ` (${alternatives.length})` : ''}
            </summary>
            {alternativeFields}
          </details>
        ) : (
          <fieldset className="planner-choice__alternatives">
            <legend>Alternatives customers may swap to (up to {MAX_ALTERNATIVES})</legend>
            {alternativeFields}
          </fieldset>
        )
      ) : null}
    </div>
  );
}
