import { ALLERGEN_LABELS, DIET_LABELS } from '@fitthali/domain/dishes';
import { formatIndiaDate } from '@fitthali/domain/india-format';
import { dishFigures, SWAP_MSG } from '@fitthali/domain/swap-messages';
import { type FormEvent, useId, useRef, useState } from 'react';
import { DishImage } from '../../../components/ui/dish-image';
import { Modal } from '../../../components/ui/modal';
import type { Delivery, Dish } from '../api/types';

type Props = {
  delivery: Delivery;
  dish: Dish;
  alternatives: Dish[];
  busy: boolean;
  onClose: () => void;
  onSwap: (dish: Dish) => void;
};

/** The diet as a coloured mark and its word, so colour is never the only sign. */
export function DietMark({ diet }: { diet: Dish['diet'] }) {
  return <span className={`dish-diet dish-diet--${diet}`}>{DIET_LABELS[diet]}</span>;
}

function contains(dish: Dish): string | null {
  if (dish.allergens.length === 0) return null;
  return `Contains ${dish.allergens.map((key) => ALLERGEN_LABELS[key].toLowerCase()).join(', ')}`;
}

/**
 * The day's dishes as one radio group, the meal's own first and focused, each with its photo,
 * name, calories, protein, diet and allergens; Swap confirms the one chosen.
 */
export function SwapDishDialog({ delivery, dish, alternatives, busy, onClose, onSwap }: Props) {
  const [chosen, setChosen] = useState(dish._id);
  const currentRef = useRef<HTMLInputElement>(null);
  const name = useId();
  const options = [dish, ...alternatives];
  const picked = options.find((option) => option._id === chosen);
  const changed = picked !== undefined && picked._id !== dish._id;
  const when = `${delivery.slot} on ${formatIndiaDate(delivery.date)}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (changed && !busy) onSwap(picked);
  };

  return (
    <Modal
      open
      onClose={busy ? () => {} : onClose}
      title={SWAP_MSG.swapTitle}
      description={when}
      initialFocusRef={currentRef}
      size="md"
      className="swap-dialog"
    >
      <form onSubmit={submit}>
        <fieldset className="dish-options">
          <legend className="visually-hidden">Dishes for {when}</legend>
          {options.map((option) => {
            const holds = contains(option);
            return (
              <label key={option._id} className="dish-option">
                <input
                  ref={option._id === dish._id ? currentRef : undefined}
                  type="radio"
                  name={name}
                  value={option._id}
                  checked={chosen === option._id}
                  onChange={() => setChosen(option._id)}
                />
                <DishImage dish={option} sizes="96px" className="dish-option__photo" />
                <span className="dish-option__text">
                  <span className="dish-option__name">{option.name}</span>
                  <span className="dish-option__figures">{dishFigures(option)}</span>
                  <span className="dish-option__marks">
                    <DietMark diet={option.diet} />
                    {option._id === dish._id ? (
                      <span className="dish-option__current">{SWAP_MSG.current}</span>
                    ) : null}
                  </span>
                  {holds ? <span className="dish-option__holds">{holds}</span> : null}
                </span>
              </label>
            );
          })}
        </fieldset>
        <div className="modal__actions">
          <button type="button" className="btn btn--ghost" disabled={busy} onClick={onClose}>
            {SWAP_MSG.keepLabel}
          </button>
          <button
            type="submit"
            className="btn btn--primary"
            disabled={!changed || busy}
            aria-busy={busy}
          >
            {changed ? `Swap to ${picked.name}` : SWAP_MSG.chooseLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
