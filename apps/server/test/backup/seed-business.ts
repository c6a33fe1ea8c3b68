import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { adminToken } from '../factories/admin.ts';
import { putBusiness } from '../factories/business.ts';
import { orderPayload, payWithTestGateway, subscribe } from '../factories/orders.ts';
import { adminRefund } from '../factories/refunds.ts';
import { bearer, signupUser } from '../factories/users.ts';
import { type DeliveryAnswer, india } from '../helpers/clocked-app.ts';

/** A business with one of everything a backup must keep, made through the API as people make it. */
export interface SeededBusiness {
  customers: { token: string; email: string }[];
  photoSrc: string;
}

function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token: string,
  payload?: object,
) {
  return app.inject({ method, url, headers: bearer(token), payload });
}

async function ok(res: Promise<LightMyRequestResponse>, status = 200) {
  const answered = await res;
  expect(answered.statusCode, answered.body).toBe(status);
  return answered;
}

/**
 * Legal details saved (so payments are invoiced), a dish with its photo, an online order paid and
 * partly refunded, and a COD order with one meal delivered and rated and one missed (a credit).
 * `setNow` moves the server's clock to the days the kitchen acts on.
 */
export async function seedBusiness(
  app: FastifyInstance,
  setNow: (now: Date) => void,
): Promise<SeededBusiness> {
  const admin = await adminToken(app);
  await ok(putBusiness(app, admin));

  const dish = await ok(
    call(app, 'POST', '/api/admin/dishes', admin, {
      name: 'Chhena Poda Bowl',
      diet: 'veg',
      calories: 320,
      protein: 14,
      carbs: 40,
      fat: 9,
      fibre: 4,
      allergens: [],
      tags: [],
    }),
    201,
  );
  const jpeg = await sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 120, b: 40 } },
  })
    .jpeg()
    .toBuffer();
  const photo = await ok(
    app.inject({
      method: 'POST',
      url: `/api/admin/dishes/${dish.json().dish._id}/photo`,
      headers: { 'content-type': 'image/jpeg', ...bearer(admin) },
      payload: jpeg,
    }),
  );

  const online = await signupUser(app, { name: 'Asha Patnaik' });
  const paid = await ok(subscribe(app, online.token, orderPayload({ paymentMode: 'Online' })), 201);
  const paidId = paid.json().subscriptionId as string;
  await ok(payWithTestGateway(app, online.token, paidId));
  await ok(adminRefund(app, admin, paidId, { amount: 100, reason: 'Late delivery' }), 201);

  const cod = await signupUser(app, { name: 'Bikash Sahu' });
  const placed = await ok(subscribe(app, cod.token, orderPayload()), 201);
  const codId = placed.json().subscriptionId as string;
  const detail = await ok(call(app, 'GET', `/api/user/subscriptions/${codId}`, cod.token));
  const [first, second] = detail.json().deliveries as DeliveryAnswer[];
  if (!first || !second) throw new Error('the order has meals');
  setNow(india(first.date, '15:00'));
  await ok(call(app, 'POST', `/api/admin/deliveries/${first._id}/delivered`, admin));
  await ok(
    call(app, 'PUT', `/api/user/deliveries/${first._id}/rating`, cod.token, {
      stars: 4,
      comment: 'Tasty',
    }),
  );
  setNow(india(second.date, '21:30'));
  await ok(
    call(app, 'POST', `/api/admin/deliveries/${second._id}/missed`, admin, {
      reason: 'Rider could not find the house',
    }),
  );
  return {
    customers: [
      { token: online.token, email: online.payload.email },
      { token: cod.token, email: cod.payload.email },
    ],
    photoSrc: photo.json().dish.photo.src as string,
  };
}

/** What the business looks like from outside: each customer's own data and the dish photo's bytes. */
export async function observe(app: FastifyInstance, seeded: SeededBusiness) {
  const exports = [];
  for (const customer of seeded.customers) {
    const res = await ok(call(app, 'GET', '/api/user/export', customer.token));
    const { exportedAt: _, ...data } = res.json();
    exports.push(data);
  }
  const photo = await ok(app.inject({ method: 'GET', url: seeded.photoSrc }));
  return { exports, photo: photo.rawPayload.toString('base64') };
}
