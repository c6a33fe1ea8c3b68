import { formatIndiaDate } from '@fitthali/domain/india-format';
import type { Delivery } from '../../../deliveries/api/types';
import type { DeliveryAction } from '../api/change-order';

// What the admin reads after changing one delivery for a customer: the screen's line and the
// toast. The customer's skip sentences say "your plan", and the run sheet's marks have none.

const ACTION_WORDS: Record<DeliveryAction, string> = {
  skip: 'skipped',
  unskip: 'brought back',
  delivered: 'marked delivered',
  missed: 'marked missed',
};

export function deliveryChangedMessage(
  delivery: Pick<Delivery, 'date' | 'slot'>,
  action: DeliveryAction,
  endDate: string | undefined,
): string {
  const done = `${delivery.slot} on ${formatIndiaDate(delivery.date)} ${ACTION_WORDS[action]}.`;
  return endDate ? `${done} The plan now ends on ${formatIndiaDate(endDate)}.` : done;
}

/** The title of the dialog asking why. */
export function deliveryActionTitle(
  delivery: Pick<Delivery, 'date' | 'slot'>,
  action: DeliveryAction,
) {
  const verb = {
    skip: 'Skip',
    unskip: 'Bring back',
    delivered: 'Mark delivered',
    missed: 'Mark missed',
  }[action];
  return `${verb}: ${delivery.slot} on ${formatIndiaDate(delivery.date)}`;
}
