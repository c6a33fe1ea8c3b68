import { ALLERGEN_LABELS, DIET_LABELS, DISH_TAG_LABELS } from '@fitthali/domain/dishes';
import { useId, useState } from 'react';
import { DishImage } from '../../../components/ui/dish-image';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import type { AdminDish } from '../api/dish-types';
import { setDishRetired } from '../api/retire-dish';
import { updateDish } from '../api/save-dish';

const grams = (value: number | null) => (value === null ? '—' : `${value} g`);

/** "410 kcal · protein 22 g · …", with a dash for a figure never stated (seeded dishes). */
function nutritionLine(dish: AdminDish): string {
  return [
    dish.calories === null ? '— kcal' : `${dish.calories} kcal`,
    `protein ${grams(dish.protein)}`,
    `carbs ${grams(dish.carbs)}`,
    `fat ${grams(dish.fat)}`,
    `fibre ${grams(dish.fibre)}`,
  ].join(' · ');
}

type Props = {
  dish: AdminDish;
  onEdit: (dish: AdminDish) => void;
  onChanged: (dish: AdminDish) => void;
};

/** One dish of the catalogue: its photo, diet mark, nutrition and what can be done to it. */
export function DishCard({ dish, onEdit, onChanged }: Props) {
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState('');
  // The box shows the operator's choice at once; a refusal puts it back.
  const [choosing, setChoosing] = useState<boolean | null>(null);

  const act = async (work: () => Promise<{ dish: AdminDish; message?: string }>) => {
    setBusy(true);
    setRefusal('');
    try {
      const answer = await work();
      onChanged(answer.dish);
      if (answer.message) toast.success(answer.message);
    } catch (err) {
      setRefusal(
        err instanceof ApiError && err.serverMessage
          ? err.serverMessage
          : 'Could not change the dish.',
      );
    } finally {
      setBusy(false);
      setChoosing(null);
    }
  };

  const uses = dish.menuUses.length;
  return (
    <li className="dish-card" data-retired={dish.retired || undefined}>
      <article aria-labelledby={titleId}>
        <DishImage dish={dish} sizes="120px" className="dish-card__photo" />
        <div className="dish-card__body">
          <h2 className="dish-card__name" id={titleId}>
            {dish.name}
          </h2>
          <p className="dish-card__odia">
            {dish.nameOr ? (
              <>
                In Odia: <span lang="or">{dish.nameOr}</span>
              </>
            ) : (
              'No Odia name: Odia pages show the English'
            )}
          </p>
          <p className="dish-card__diet">
            <span className={`diet-mark diet-mark--${dish.diet}`} aria-hidden="true" />
            {DIET_LABELS[dish.diet]}
            {dish.retired ? <span className="admin-badge admin-badge--bad">Retired</span> : null}
            {!dish.retired && !dish.available ? (
              <span className="admin-badge admin-badge--wait">Unavailable</span>
            ) : null}
          </p>
          <p className="dish-card__nutrition">{nutritionLine(dish)}</p>
          <p className="dish-card__facts">
            Allergens:{' '}
            {dish.allergens.length > 0
              ? dish.allergens.map((key) => ALLERGEN_LABELS[key]).join(', ')
              : 'none declared'}
            {dish.tags.length > 0
              ? ` · ${dish.tags.map((key) => DISH_TAG_LABELS[key]).join(', ')}`
              : ''}
          </p>
          {uses > 0 ? (
            <details className="dish-card__uses">
              <summary>
                On {uses} {uses === 1 ? 'menu' : 'menus'}
              </summary>
              <ul>
                {dish.menuUses.map((use) => (
                  <li key={`${use.kind}-${use.planId}-${use.mealOption}-${use.slot}-${use.from}`}>
                    {use.label}
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
          <div className="dish-card__actions">
            {dish.retired ? (
              <button
                type="button"
                className="btn btn--ghost btn--xs"
                disabled={busy}
                aria-label={`Bring back ${dish.name}`}
                onClick={() => act(() => setDishRetired(dish._id, false))}
              >
                Bring back
              </button>
            ) : (
              <>
                <button
                  type="button"
                  className="btn btn--ghost btn--xs"
                  aria-label={`Edit ${dish.name}`}
                  onClick={() => onEdit(dish)}
                >
                  Edit
                </button>
                <label className="admin-check dish-card__available">
                  <input
                    type="checkbox"
                    checked={choosing ?? dish.available}
                    disabled={busy}
                    aria-label={`${dish.name} available`}
                    onChange={(event) => {
                      const available = event.target.checked;
                      setChoosing(available);
                      void act(() => updateDish(dish._id, { available }));
                    }}
                  />
                  Available
                </label>
                <button
                  type="button"
                  className="btn btn--ghost-danger btn--xs"
                  disabled={busy}
                  aria-label={`Retire ${dish.name}`}
                  onClick={() => act(() => setDishRetired(dish._id, true))}
                >
                  Retire
                </button>
              </>
            )}
          </div>
          <div role="alert" aria-atomic="true" className="admin-live">
            {refusal ? <p className="inline-error dish-card__refusal">{refusal}</p> : null}
          </div>
        </div>
      </article>
    </li>
  );
}
