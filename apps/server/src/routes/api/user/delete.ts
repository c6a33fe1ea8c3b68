import { API_MSG } from '@fitthali/domain/api-messages';
import { MSG } from '@fitthali/domain/messages';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../../http-error.ts';
import { closeAccount } from '../../../orders/close-account.ts';
import { currentUser } from '../../../plugins/auth.ts';

/**
 * Erases the person: the user row (name, email, phone, password hash) and everything that cascades
 * from it (saved addresses). Their plans end first by the cancellation rule, refunds requested and
 * credits forfeited as the confirmation says (decision 103); orders, refunds and the credit ledger
 * keep their books with the link to the person set to null.
 */
export async function deleteAccountRoute(app: FastifyInstance) {
  app.delete('/api/user/delete', { preValidation: app.requireUser }, async (request) => {
    const user = currentUser(request);
    if (user.role === 'admin') {
      // The admin account is managed by ADMIN_EMAIL/ADMIN_PASSWORD and would come back at restart.
      throw new HttpError(403, API_MSG.adminAccountManaged);
    }
    await closeAccount(app, user.id);
    return { success: true, message: MSG.accountDeleted };
  });
}
