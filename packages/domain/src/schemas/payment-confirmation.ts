import { z } from 'zod';
import { requiredFieldMessage } from '../api-messages.ts';
import { MSG } from '../messages.ts';
import { uuidOrNotFound } from './ids.ts';
import { bodyFields } from './request-body.ts';

/** A value the browser copies from the payment gateway: text of 1 to 200 characters. */
function gatewayField(name: string) {
  const message = requiredFieldMessage(name);
  return z
    .string({ error: message })
    .min(1, { error: message, abort: true })
    .max(200, { error: message, abort: true });
}

/** The customer's order the payment is for: a malformed id is an order we cannot find. */
const subscriptionId = gatewayField('subscriptionId').pipe(uuidOrNotFound(MSG.orderNotFound));

/** POST /api/payments/test/complete: the built-in test gateway pays the order at once. */
export const testPaymentBody = bodyFields({ subscriptionId });

/** POST /api/payments/verify: what Razorpay Checkout hands the browser once the customer paid. */
export const razorpayPaymentBody = bodyFields({
  subscriptionId,
  razorpay_order_id: gatewayField('razorpay_order_id'),
  razorpay_payment_id: gatewayField('razorpay_payment_id'),
  razorpay_signature: gatewayField('razorpay_signature'),
});

/**
 * POST /api/payments/razorpay/webhook: the body stays the exact text Razorpay signed (checked
 * against the signature before it is parsed); the event id, when sent, makes redelivery harmless.
 */
export const razorpayWebhookBody = z
  .unknown()
  .transform((raw) => (typeof raw === 'string' ? raw : ''));
export const razorpayWebhookHeaders = z.looseObject({
  'x-razorpay-signature': z
    .unknown()
    .optional()
    .transform((signature) => (typeof signature === 'string' ? signature : undefined)),
  'x-razorpay-event-id': z
    .unknown()
    .optional()
    .transform((id) => (typeof id === 'string' && id ? id.slice(0, 200) : null)),
});
