import { DELIVERY_MSG } from '@fitthali/domain/delivery-messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http-error.ts';
import { currentUser } from '../plugins/auth.ts';
import type { ChangeRequest } from './change-deliveries.ts';
import { ScheduleRefusal } from './order-schedule.ts';

/**
 * Runs an admin's change for a customer: with a reason the cut-off is overridden (and the reason
 * recorded); without one, a change past the cut-off is refused with a request for the reason.
 */
export async function asAdmin<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  reason: string | undefined,
  change: (request: ChangeRequest) => Promise<T>,
): Promise<T> {
  const admin = currentUser(request);
  const given = reason !== undefined && reason.trim() !== '';
  try {
    return await change({
      ownerId: null,
      actor: 'admin',
      actorId: admin.id,
      reason,
      overrideCutOff: given,
      now: app.now(),
    });
  } catch (err) {
    if (err instanceof ScheduleRefusal && err.kind === 'cutoff' && !given) {
      throw new HttpError(409, DELIVERY_MSG.overrideNeedsReason);
    }
    throw err;
  }
}

/** The signed-in customer changing one of their own orders. */
export function asCustomer(app: FastifyInstance, request: FastifyRequest): ChangeRequest {
  const user = currentUser(request);
  return { ownerId: user.id, actor: 'customer', actorId: user.id, now: app.now() };
}
