import { DELIVERY_MSG } from '@fitthali/domain/delivery-messages';
import { HttpError } from '../http-error.ts';
import { ScheduleRefusal } from './order-schedule.ts';

/**
 * Runs an admin's change for a customer: with a reason the cut-off is overridden (and the reason
 * recorded); without one, a change past the cut-off is refused with a request for the reason.
 */
export async function withAdminOverride<T>(
  reason: string | undefined,
  change: (overrideCutOff: boolean) => Promise<T>,
): Promise<T> {
  const given = reason !== undefined && reason.trim() !== '';
  try {
    return await change(given);
  } catch (err) {
    if (err instanceof ScheduleRefusal && err.kind === 'cutoff' && !given) {
      throw new HttpError(409, DELIVERY_MSG.overrideNeedsReason);
    }
    throw err;
  }
}
