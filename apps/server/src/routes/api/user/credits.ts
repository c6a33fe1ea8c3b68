import { balanceOf } from '@fitthali/domain/meal-credits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { creditEntriesOf, liveLots } from '../../../credits/credit-ledger.ts';
import { currentUser } from '../../../plugins/auth.ts';

/**
 * GET /api/user/credits (issue 14): the balance in meals (the profile's `credits`), its value in
 * rupees, the lots still to spend with when each expires (oldest first, the order they are spent
 * in) and the ledger's entries, newest first.
 */
export const userCreditsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/user/credits', { preValidation: app.requireUser }, async (request) => {
    const user = currentUser(request);
    const now = app.now();
    const [lots, entries] = await Promise.all([
      liveLots(app.db, user.id, now),
      creditEntriesOf(app.db, user.id),
    ]);
    const balance = balanceOf(lots, now);
    return {
      success: true,
      balance: balance.meals,
      value: balance.value,
      lots: lots.map((lot) => ({ _id: lot.id, value: lot.value, expiresAt: lot.expiresAt })),
      entries: entries.map((entry) => ({
        _id: entry.id,
        kind: entry.kind,
        meals: entry.meals,
        value: entry.value,
        reason: entry.reason,
        subscriptionId: entry.subscriptionId,
        createdAt: entry.createdAt,
        expiresAt: entry.expiresAt,
      })),
    };
  });
};
