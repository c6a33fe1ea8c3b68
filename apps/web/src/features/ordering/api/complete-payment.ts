import { apiRequest } from '../../../lib/api-client';

/** The built-in test gateway's checkout: the server pays the order and checks its own signature. */
export async function completeTestPayment(subscriptionId: string): Promise<void> {
  await apiRequest('/api/payments/test/complete', {
    method: 'POST',
    body: { subscriptionId },
  });
}

export type RazorpayProof = {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
};

/** Razorpay Checkout's proof of payment, verified by the server against the order it created. */
export async function verifyRazorpayPayment(
  subscriptionId: string,
  proof: RazorpayProof,
): Promise<void> {
  await apiRequest('/api/payments/verify', {
    method: 'POST',
    body: {
      subscriptionId,
      razorpay_order_id: proof.razorpay_order_id,
      razorpay_payment_id: proof.razorpay_payment_id,
      razorpay_signature: proof.razorpay_signature,
    },
  });
}
