import { todayInIndia } from '@fitthali/domain/dates';
import type { Avoidable } from '@fitthali/domain/dishes';
import {
  chefsChoiceLabel,
  conflictLabel,
  pickedForYouLabel,
  SWAP_MSG,
  SWAP_TEMPLATES,
} from '@fitthali/domain/swap-messages';
import { useState } from 'react';
import { DishImage } from '../../../components/ui/dish-image';
import { avoidedList, type SelfService, useSelfService } from '../../../i18n/self-service';
import type { Delivery, Dish } from '../api/types';
import { figuresOf } from '../lib/dish-words';
import { DietMark, SwapDishDialog } from './swap-dish-dialog';

type Props = {
  delivery: Delivery;
  now: Date;
  busy: boolean;
  /** Swaps the meal's dish; without it (a past meal) the dish is only shown. */
  onSwap?: (delivery: Delivery, dish: Dish) => Promise<unknown>;
};

/** Why this dish: chosen for the customer's preferences, or holding what they avoid. */
function pickedLine(holds: readonly Avoidable[], s: SelfService): string {
  if (holds.length === 0) return s.t(SWAP_MSG.pickedByPreferences);
  return s.say(pickedForYouLabel(holds), SWAP_TEMPLATES.pickedForYou, {
    avoided: avoidedList(holds, s),
  });
}

function choiceMark(delivery: Delivery, s: SelfService) {
  if (delivery.dishChoice === 'preference') {
    return (
      <p className="delivery-dish__mark delivery-dish__mark--picked">
        {pickedLine(delivery.defaultHolds ?? [], s)}
      </p>
    );
  }
  const conflicts = delivery.dishConflicts ?? [];
  if (delivery.dishChoice === 'conflict' && conflicts.length > 0) {
    return (
      <p className="delivery-dish__mark delivery-dish__mark--conflict">
        {s.say(conflictLabel(conflicts), SWAP_TEMPLATES.conflict, {
          avoided: avoidedList(conflicts, s),
        })}
      </p>
    );
  }
  return null;
}

/** "Chef's choice, menu published by Tue, 21 Jan" until the cut-off, then "Chef's choice". */
function chefsChoiceLine(until: Date, now: Date, s: SelfService): string {
  if (now.getTime() >= until.getTime()) return s.t(SWAP_MSG.chefsChoice);
  return s.say(chefsChoiceLabel(until, now), SWAP_TEMPLATES.chefsChoiceUntil, {
    date: s.day(todayInIndia(until)),
  });
}

/**
 * A meal's dish on the plan page (issue 26 point 4): its photo, name, calories and protein, why it
 * was chosen, and Swap while the day offers others and the cut-off has not passed.
 */
export function DeliveryDish({ delivery, now, busy, onSwap }: Props) {
  const [open, setOpen] = useState(false);
  const s = useSelfService('deliveries');
  const { dish } = delivery;
  const until = new Date(delivery.changeUntil);
  const beforeCutOff = now.getTime() < until.getTime();
  if (dish === undefined) return null;
  if (dish === null) {
    return delivery.status === 'scheduled' ? (
      <p className="delivery-dish delivery-dish--none">{chefsChoiceLine(until, now, s)}</p>
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
          {figuresOf(dish, s)} <DietMark diet={dish.diet} />
        </p>
        {choiceMark(delivery, s)}
      </div>
      {canSwap ? (
        <button
          type="button"
          className="btn btn--sm btn--ghost delivery-dish__swap"
          aria-label={s.t('Swap {dish}', { dish: dish.name })}
          disabled={busy}
          onClick={() => setOpen(true)}
        >
          {s.t(SWAP_MSG.swapLabel)}
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
