import { z } from 'zod';
import { MSG } from '../messages.ts';
import { uuidOrNotFound } from './ids.ts';

/** POST /api/user/subscriptions/:id/(pay|cancel): one of the customer's own orders. */
export const ownOrderParams = z.object({ id: uuidOrNotFound(MSG.orderNotFound) });
