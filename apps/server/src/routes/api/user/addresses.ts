import { MSG } from '@fitthali/domain/messages';
import { isDeliverableAddress } from '@fitthali/domain/region';
import { addressSchema } from '@fitthali/domain/schemas/address';
import { validate } from '@fitthali/domain/schemas/first-error';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type AddressValues,
  deleteAddress,
  insertAddressWithin,
  listAddresses,
  publicAddress,
  updateAddress,
} from '../../../db/queries/addresses.ts';
import { HttpError } from '../../../http-error.ts';
import { currentUser } from '../../../plugins/auth.ts';

export const MAX_ADDRESSES = 20;

function body(request: FastifyRequest): Record<string, unknown> {
  const b = request.body;
  return b && typeof b === 'object' && !Array.isArray(b) ? (b as Record<string, unknown>) : {};
}

/** Validates with the form's schema, then the Odisha rule; the geocoder is not needed for either. */
function deliverableAddress(input: unknown): AddressValues {
  const parsed = validate(addressSchema, input);
  if (!parsed.success) throw new HttpError(400, parsed.message);
  const { at, po, dist, pin, lat, lng } = parsed.data;
  const values = { at, po, dist, pin, lat: lat ?? null, lng: lng ?? null };
  if (!isDeliverableAddress(values)) throw new HttpError(400, MSG.onlyOdisha);
  return values;
}

function parseIndex(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) {
    throw new HttpError(400, 'Address index must be a whole number, 0 or more.');
  }
  return n;
}

/** SPEC §7 address book, addressed by position in the customer's own list. */
export async function addressRoutes(app: FastifyInstance) {
  const list = async (userId: string) => (await listAddresses(app.db, userId)).map(publicAddress);

  async function rowAt(userId: string, index: number) {
    const rows = await listAddresses(app.db, userId);
    const row = rows[index];
    if (!row) throw new HttpError(404, 'Address not found.');
    return row;
  }

  app.get('/api/user/address', { preHandler: app.requireUser }, async (request) => {
    return { success: true, addresses: await list(currentUser(request).id) };
  });

  app.post('/api/user/address', { preHandler: app.requireUser }, async (request, reply) => {
    const user = currentUser(request);
    const values = deliverableAddress(body(request).address);
    const row = await insertAddressWithin(app.db, user.id, values, MAX_ADDRESSES);
    if (!row) throw new HttpError(400, `You can save up to ${MAX_ADDRESSES} addresses.`);
    return reply.status(201).send({
      success: true,
      address: publicAddress(row),
      addresses: await list(user.id),
    });
  });

  app.put('/api/user/address', { preHandler: app.requireUser }, async (request) => {
    const user = currentUser(request);
    const b = body(request);
    const index = parseIndex(b.index);
    const values = deliverableAddress(b.updatedAddress);
    const row = await rowAt(user.id, index);
    const updated = await updateAddress(app.db, row.id, values);
    return { success: true, address: publicAddress(updated), addresses: await list(user.id) };
  });

  app.delete('/api/user/address', { preHandler: app.requireUser }, async (request) => {
    const user = currentUser(request);
    const fromQuery = (request.query as { index?: unknown }).index;
    const index = parseIndex(body(request).index ?? fromQuery);
    const row = await rowAt(user.id, index);
    await deleteAddress(app.db, row.id);
    return { success: true, addresses: await list(user.id) };
  });
}
