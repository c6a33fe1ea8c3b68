import { z } from 'zod';
import { SWAP_MSG } from '../swap-messages.ts';
import { uuid } from './ids.ts';

/** PUT /api/user/deliveries/:id/dish: the dish the customer wants for that meal (issue 26). */
export const dishSwapBody = z.object(
  { dishId: uuid(SWAP_MSG.notOffered) },
  { error: SWAP_MSG.notOffered },
);
