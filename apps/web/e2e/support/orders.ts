import { earliestStartDate } from '@fitthali/domain/cut-off';
import {
  ODISHA_ADDRESS,
  type OrderOptions,
  orderPayload,
} from '../../../server/test/factories/order-payload.ts';
import type { SignedUp } from './accounts.ts';
import { baseURL } from './browser.ts';

export { ODISHA_ADDRESS };

/**
 * Places an order over the API the way the confirm page does, priced from the domain rules, from
 * the first day the kitchen can still cook for. Journeys that are not about ordering seed with it.
 */
export async function placeOrderViaApi(customer: SignedUp, options: OrderOptions = {}) {
  const payload = orderPayload({
    ...options,
    startDate: options.startDate ?? earliestStartDate(options.slot ?? 'Lunch'),
  });
  const res = await fetch(`${baseURL()}/api/subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}` },
    body: JSON.stringify(payload),
  });
  const body = (await res.json()) as { subscriptionId: string; totalPrice: number };
  if (res.status !== 201) throw new Error(`order failed: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** An online order paid through the test gateway, as its Complete test payment button does. */
export async function paidOnlineOrder(customer: SignedUp) {
  const order = await placeOrderViaApi(customer, { paymentMode: 'Online' });
  const res = await fetch(`${baseURL()}/api/payments/test/complete`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}` },
    body: JSON.stringify({ subscriptionId: order.subscriptionId }),
  });
  if (!res.ok) throw new Error(`the test payment answered ${res.status}`);
  return order;
}

/** Saves an Odisha address to the customer's address book, as the confirm page's form does. */
export async function saveAddressViaApi(customer: SignedUp, address: object = ODISHA_ADDRESS) {
  const res = await fetch(`${baseURL()}/api/user/address`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}` },
    body: JSON.stringify({ address }),
  });
  if (!res.ok) throw new Error(`saving the address failed: ${res.status}`);
}

/** The customer's orders and payments as the profile API returns them. */
export async function profileOf(customer: SignedUp) {
  const res = await fetch(`${baseURL()}/api/user/profile`, {
    headers: { authorization: `Bearer ${customer.token}` },
  });
  const body = (await res.json()) as {
    user: {
      trialUsed: boolean;
      subscriptions: { _id: string; status: string; createdAt: string }[];
    };
  };
  return body.user;
}

/** One delivery as `GET /api/user/subscriptions/:id` answers it (issue 13). */
export interface DeliveryAnswer {
  _id: string;
  date: string;
  slot: string;
  status: string;
  changeUntil: string;
}

/** A customer's order with its deliveries, read over the API. */
export async function deliveriesOf(customer: SignedUp, id: string) {
  const res = await fetch(`${baseURL()}/api/user/subscriptions/${id}`, {
    headers: { authorization: `Bearer ${customer.token}` },
  });
  return (await res.json()) as {
    deliveries: DeliveryAnswer[];
    subscription: { endDate: string };
  };
}
