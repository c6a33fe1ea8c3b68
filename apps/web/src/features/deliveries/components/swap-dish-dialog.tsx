import { ALLERGEN_LABELS, DIET_LABELS } from '@fitthali/domain/dishes';
import { SWAP_MSG } from '@fitthali/domain/swap-messages';
import { type FormEvent, useId, useRef, useState } from 'react';
import { DishImage } from '../../../components/ui/dish-image';
import { Modal } from '../../../components/ui/modal';
import { useT } from '../../../i18n/messages';
import { type SelfService, useSelfService } from '../../../i18n/self-service';
import type { Delivery, Dish } from '../api/types';
import { figuresOf } from '../lib/dish-words';

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
  const t = useT('deliveries');
  return <span className={`dish-diet dish-diet--${diet}`}>{t(DIET_LABELS[diet])}</span>;
}

function contains(dish: Dish, s: SelfService): string | null {
  if (dish.allergens.length === 0) return null;
  const words = dish.allergens.map((key) =>
    s.odia ? s.t(ALLERGEN_LABELS[key]) : ALLERGEN_LABELS[key].toLowerCase(),
  );
  return s.t('Contains {allergens}', { allergens: words.join(', ') });
}

/**
 * The day's dishes as one radio group, the meal's own first and focused, each with its photo,
 * name, calories, protein, diet and allergens; Swap confirms the one chosen.
 */
export function SwapDishDialog({ delivery, dish, alternatives, busy, onClose, onSwap }: Props) {
  const s = useSelfService('deliveries');
  const { t } = s;
  const [chosen, setChosen] = useState(dish._id);
  const currentRef = useRef<HTMLInputElement>(null);
  const name = useId();
  const options = [dish, ...alternatives];
  const picked = options.find((option) => option._id === chosen);
  const changed = picked !== undefined && picked._id !== dish._id;
  const when = t('{slot} on {date}', { slot: t(delivery.slot), date: s.day(delivery.date) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (changed && !busy) onSwap(picked);
  };

  return (
    <Modal
      open
      onClose={busy ? () => {} : onClose}
      title={t(SWAP_MSG.swapTitle)}
      description={when}
      initialFocusRef={currentRef}
      size="md"
      className="swap-dialog"
    >
      <form onSubmit={submit}>
        <fieldset className="dish-options">
          <legend className="visually-hidden">{t('Dishes for {when}', { when })}</legend>
          {options.map((option) => {
            const holds = contains(option, s);
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
                  <span className="dish-option__figures">{figuresOf(option, s)}</span>
                  <span className="dish-option__marks">
                    <DietMark diet={option.diet} />
                    {option._id === dish._id ? (
                      <span className="dish-option__current">{t(SWAP_MSG.current)}</span>
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
            {t(SWAP_MSG.keepLabel)}
          </button>
          <button
            type="submit"
            className="btn btn--primary"
            disabled={!changed || busy}
            aria-busy={busy}
          >
            {changed ? t('Swap to {dish}', { dish: picked.name }) : t(SWAP_MSG.chooseLabel)}
          </button>
        </div>
      </form>
    </Modal>
  );
}
