import { z } from 'zod';
import { CASH_MSG } from '../cash-messages.ts';
import { pagedQuery } from './admin-paging.ts';
import { uuidOrNotFound } from './ids.ts';

/** GET /api/admin/cash-due: COD orders still unpaid after their third delivery, oldest first. */
export const cashDueQuery = pagedQuery({}, 50);

/** GET /api/admin/collections: cash collected, newest first. */
export const collectionListQuery = pagedQuery({});

/** POST /api/admin/subscriptions/:id/cash: the order whose cash is recorded from the Cash due list. */
export const subscriptionCashParams = z.object({ id: uuidOrNotFound(CASH_MSG.orderNotFound) });
