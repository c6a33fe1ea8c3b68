import { z } from 'zod';
import { API_MSG } from '../api-messages.ts';
import { MSG } from '../messages.ts';
import { isDeliverableAddress } from '../region.ts';
import { addressSchema } from './address.ts';
import { bodyFields } from './request-body.ts';

/** The form's rules, then the delivery area's: an address outside Odisha is refused on saving. */
export const deliverableAddressSchema = addressSchema
  .transform(({ at, po, dist, pin, lat, lng }) => ({
    at,
    po,
    dist,
    pin,
    lat: lat ?? null,
    lng: lng ?? null,
  }))
  .refine(isDeliverableAddress, { error: MSG.onlyOdisha });

/**
 * A position in the customer's own list, as a number or as digits in a string (a query string has
 * only strings).
 */
export const addressIndexSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z
    .number({ error: API_MSG.invalidAddressIndex })
    .int({ error: API_MSG.invalidAddressIndex })
    .min(0, {
      error: API_MSG.invalidAddressIndex,
    }),
);

/** POST /api/user/address */
export const newAddressBody = bodyFields({ address: deliverableAddressSchema });

/** PUT /api/user/address */
export const changeAddressBody = bodyFields({
  index: addressIndexSchema,
  updatedAddress: deliverableAddressSchema,
});

/**
 * DELETE /api/user/address: the index may come in the body (the web app) or the query string
 * (a DELETE body is dropped by some proxies); the body's wins. Either is checked by
 * addressIndexSchema once the route has picked one, since a rule over two parts of a request
 * cannot be written in either part's schema.
 */
export const removeAddressBody = bodyFields({ index: z.unknown().optional() });
export const removeAddressQuery = z.object({ index: z.unknown().optional() });
