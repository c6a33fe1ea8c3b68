import type { RefundCeiling } from '@fitthali/domain/refunds';
import type { CancellationPreview } from '../../../deliveries/api/cancel-plan';
import type { SubscriptionSchedule } from '../../../deliveries/api/types';
import type { AdminRefund } from '../../../refunds/api/types';
import type { MissedReportRow } from '../../api/missed-reports';

/** The customer an order belongs to, as GET /api/admin/subscriptions/:id answers it. */
export interface OrderCustomer {
  _id: string;
  name: string | null;
  phone: string | null;
  email: string | null;
}

/** One change in the order's trail (decision 68). */
export interface OrderEvent {
  _id: string;
  actor: 'customer' | 'admin' | 'system';
  /** The account's name; null for the system or an account since deleted. */
  actorName: string | null;
  action: string;
  deliveryId: string | null;
  /** What the change was: dates, slot, the new end date; its keys depend on the action. */
  detail: Record<string, unknown>;
  reason: string | null;
  createdAt: string;
}

/** The customer's schedule answer plus what only an admin sees: the customer and the trail. */
export interface AdminOrder extends SubscriptionSchedule {
  subscription: SubscriptionSchedule['subscription'] & {
    totalPrice: number;
    paymentMode: string;
    paymentStatus?: string | null;
    couponCode?: string | null;
    days: number;
    /** Meal credits spent on the order and the rupees they covered (issue 14). */
    creditsSpent?: number;
    creditsValue?: number;
  };
  customer: OrderCustomer | null;
  events: OrderEvent[];
  /** The customer's reports of meals not received (issue 14 point 3). */
  missedReports?: MissedReportRow[];
  refunds: AdminRefund[];
  /** The most a refund may still be (whole rupees); null when there is no online payment. */
  refundable: number | null;
  /** The same with the figures it comes from: paid − refunded − given as meal credits. */
  refundCeiling: RefundCeiling | null;
  /** The payment as it stands: the stored status, or refunded / partly refunded (issue 25). */
  paymentStanding?: string;
  /** What Cancel would do now by the refund policy; null when there is nothing to cancel. */
  cancellation?: CancellationPreview | null;
}
