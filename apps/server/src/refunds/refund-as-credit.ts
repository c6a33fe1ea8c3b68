import { REFUND_MSG } from '@fitthali/domain/refund-messages';
import type { Db } from '../db/client.ts';
import type { ChangeActor } from '../deliveries/order-schedule.ts';
import { HttpError } from '../http-error.ts';

/**
 * WAITING FOR THE CREDIT LEDGER (branch i14-ledger, `earnCredits(tx, …)`); not exposed by any
 * route or screen yet (decision 91).
 *
 * "Issue as credit instead" for a refund that kept failing: once the ledger is merged this will,
 * in one transaction under the order's lock, (1) lock the refund and require status `failed`,
 * (2) earn the order's meal credits worth the refund's amount through `earnCredits` with the
 * refund's id as the source (so a unique index on the source makes a second click earn nothing),
 * (3) mark the refund settled as credited (a `credited_at` column added with it; a failed refund
 * already stopped counting against the payment, so the books stay whole), and (4) write an
 * `refund-credited` line in the order's trail with the admin as actor.
 */
export async function issueRefundAsCredit(
  _tx: Db,
  _refundId: string,
  _who: ChangeActor,
): Promise<never> {
  throw new HttpError(501, REFUND_MSG.creditWaitsForLedger);
}
