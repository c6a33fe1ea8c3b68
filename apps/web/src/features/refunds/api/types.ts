import type { RefundStatus } from '@fitthali/domain/refunds';

/** A money refund as the customer's routes answer it (profile, subscription page). */
export interface CustomerRefund {
  _id: string;
  subscriptionId: string;
  /** Whole rupees. */
  amount: number;
  status: RefundStatus;
  /** '5–7 working days' while it is on its way; null once it arrived or failed. */
  expected: string | null;
  createdAt: string;
  processedAt: string | null;
  /** When a refund that kept failing was issued as meal credit instead (status `credited`). */
  creditedAt?: string | null;
}

/** The same refund as the admin sees it: who asked and why, and how the gateway is getting on. */
export interface AdminRefund extends CustomerRefund {
  reason: string;
  actor: 'customer' | 'admin' | 'system';
  gateway: 'test' | 'razorpay';
  gatewayRefundId: string | null;
  speed: 'normal' | 'optimum';
  attempts: number;
  lastError: string | null;
}
