import { API_MSG } from '@fitthali/domain/api-messages';
import {
  addressIndexSchema,
  changeAddressBody,
  newAddressBody,
  removeAddressBody,
  removeAddressQuery,
} from '@fitthali/domain/schemas/address-book';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deleteAddress,
  insertAddressWithin,
  listAddresses,
  publicAddress,
  updateAddress,
} from '../../../db/queries/addresses.ts';
import { HttpError } from '../../../http-error.ts';
import { currentUser } from '../../../plugins/auth.ts';

/** API_MSG.tooManyAddresses says this number. */
const MAX_ADDRESSES = 20;

/** SPEC §7 address book, addressed by position in the customer's own list. */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preValidation: app.requireUser };
  const list = async (userId: string) => (await listAddresses(app.db, userId)).map(publicAddress);

  async function rowAt(userId: string, index: number) {
    const rows = await listAddresses(app.db, userId);
    const row = rows[index];
    if (!row) throw new HttpError(404, API_MSG.addressNotFound);
    return row;
  }

  app.get('/api/user/address', guard, async (request) => {
    return { success: true, addresses: await list(currentUser(request).id) };
  });

  app.post(
    '/api/user/address',
    { ...guard, schema: { body: newAddressBody } },
    async (request, reply) => {
      const user = currentUser(request);
      const row = await insertAddressWithin(app.db, user.id, request.body.address, MAX_ADDRESSES);
      if (!row) throw new HttpError(400, API_MSG.tooManyAddresses);
      return reply.status(201).send({
        success: true,
        address: publicAddress(row),
        addresses: await list(user.id),
      });
    },
  );

  app.put(
    '/api/user/address',
    { ...guard, schema: { body: changeAddressBody } },
    async (request) => {
      const user = currentUser(request);
      const { index, updatedAddress } = request.body;
      const row = await rowAt(user.id, index);
      const updated = await updateAddress(app.db, row.id, updatedAddress);
      return { success: true, address: publicAddress(updated), addresses: await list(user.id) };
    },
  );

  app.delete(
    '/api/user/address',
    { ...guard, schema: { body: removeAddressBody, querystring: removeAddressQuery } },
    async (request) => {
      const user = currentUser(request);
      // A refused index throws a ZodError, answered by the error plugin like a schema's refusal.
      const index = addressIndexSchema.parse(request.body.index ?? request.query.index);
      const row = await rowAt(user.id, index);
      await deleteAddress(app.db, row.id);
      return { success: true, addresses: await list(user.id) };
    },
  );
};
