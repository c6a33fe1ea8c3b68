import {
  chefsChoiceLabel,
  conflictLabel,
  dishFigures,
  pickedForYouLabel,
  SWAP_MSG,
} from '@fitthali/domain/swap-messages';
import { useState } from 'react';
import { DishImage } from '../../../components/ui/dish-image';
import type { Delivery, Dish } from '../api/types';
import { DietMark, SwapDishDialog } from './swap-dish-dialog';

type Props = {
  delivery: Delivery;
  now: Date;
  busy: boolean;
  /** Swaps the meal's dish; without it (a past meal) the dish is only shown. */
  onSwap?: (delivery: Delivery, dish: Dish) => Promise<unknown>;
};

/** Why this dish: chosen for the customer's preferences, or holding what they avoid. */
function choiceMark(delivery: Delivery) {
  if (delivery.dishChoice === 'preference') {
    return (
      <p className="delivery-dish__mark delivery-dish__mark--picked">
        {pickedForYouLabel(delivery.defaultHolds ?? [])}
      </p>
    );
  }
  if (delivery.dishChoice === 'conflict' && (delivery.dishConflicts ?? []).length > 0) {
    return (
      <p className="delivery-dish__mark delivery-dish__mark--conflict">
        {conflictLabel(delivery.dishConflicts ?? [])}
      </p>
    );
  }
  return null;
}

/**
 * A meal's dish on the plan page (issue 26 point 4): its photo, name, calories and protein, why it
 * was chosen, and Swap while the day offers others and the cut-off has not passed.
 */
export function DeliveryDish({ delivery, now, busy, onSwap }: Props) {
  const [open, setOpen] = useState(false);
  const { dish } = delivery;
  const until = new Date(delivery.changeUntil);
  const beforeCutOff = now.getTime() < until.getTime();
  if (dish === undefined) return null;
  if (dish === null) {
    return delivery.status === 'scheduled' ? (
      <p className="delivery-dish delivery-dish--none">{chefsChoiceLabel(until, now)}</p>
    ) : null;
  }
  const alternatives = delivery.alternatives ?? [];
  const canSwap =
    onSwap !== undefined &&
    delivery.status === 'scheduled' &&
    beforeCutOff &&
    alternatives.length > 0;
  return (
    <div className="delivery-dish">
      <DishImage dish={dish} sizes="80px" className="delivery-dish__photo" />
      <div className="delivery-dish__text">
        <p className="delivery-dish__name">{dish.name}</p>
        <p className="delivery-dish__figures">
          {dishFigures(dish)} <DietMark diet={dish.diet} />
        </p>
        {choiceMark(delivery)}
      </div>
      {canSwap ? (
        <button
          type="button"
          className="btn btn--sm btn--ghost delivery-dish__swap"
          aria-label={`Swap ${dish.name}`}
          disabled={busy}
          onClick={() => setOpen(true)}
        >
          {SWAP_MSG.swapLabel}
        </button>
      ) : null}
      {open && canSwap ? (
        <SwapDishDialog
          delivery={delivery}
          dish={dish}
          alternatives={alternatives}
          busy={busy}
          onClose={() => setOpen(false)}
          onSwap={async (chosen) => {
            await onSwap(delivery, chosen);
            setOpen(false);
          }}
        />
      ) : null}
    </div>
  );
}
