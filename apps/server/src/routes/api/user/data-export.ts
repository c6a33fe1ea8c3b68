import { todayInIndia } from '@fitthali/domain/dates';
import { MSG } from '@fitthali/domain/messages';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../../http-error.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { customerDataExport } from '../../../privacy/data-export.ts';

/**
 * `GET /api/user/export`: the signed-in customer's own data as a JSON download (decision 223).
 * The profile's "Download my data" button fetches it with the customer's token and saves it.
 */
export async function userDataExportRoute(app: FastifyInstance) {
  app.get('/api/user/export', { preValidation: app.requireUser }, async (request, reply) => {
    const user = currentUser(request);
    const now = app.now();
    const data = await customerDataExport(app.db, user.id, now);
    // The account was deleted between the token check and the read.
    if (!data) throw new HttpError(401, MSG.sessionExpired);
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-disposition',
        `attachment; filename="fitthali-data-${todayInIndia(now)}.json"`,
      )
      .send(JSON.stringify(data, null, 2));
  });
}
