import type { Address } from '@fitthali/domain/address';
import type { RefundStatus } from '@fitthali/domain/refunds';

// Shapes of the admin API's answers (SPEC §3, §7 and the admin issue). Field names follow the
// server exactly; anything an older row may lack is optional or nullable.

import type { DishChoice } from '@fitthali/domain/dish-pick';
import type { Avoidable, Diet } from '@fitthali/domain/dishes';
import type { DietCount, DishCount } from '@fitthali/domain/kitchen-dishes';
import type { PaymentStatus } from '@fitthali/domain/payment-status';
import type { KitchenSlot } from '@fitthali/domain/plans';
import type { MoneyFigures, MonthMoney, RunSheetCash } from './money-types';

export type AdminUserRef = {
  _id: string;
  name: string | null;
  phone: string | null;
  email: string | null;
};

export type AdminSubscription = {
  _id: string;
  user: AdminUserRef | null;
  plan: string;
  planId?: string;
  slot: string;
  mealOption: string;
  duration?: string;
  days: number;
  isTrial?: boolean;
  startDate: string;
  selectedDays: string[] | string | null;
  deliveryDates?: string[] | null;
  address: Address | null;
  pricePerMeal?: number;
  discount?: number;
  totalPrice: number;
  couponCode?: string | null;
  paymentMode: string;
  paymentStatus?: PaymentStatus | string;
  /** The payment as shown: the status, or "refunded" / "partly_refunded" once money went back. */
  paymentStanding?: string;
  status: string;
  /** What the Status column shows: the status, with paused split out of active (decision 76). */
  state?: string;
  /** The pause under way or ahead, if any. */
  pause?: { from: string; until: string; openEnded: boolean } | null;
  createdAt: string;
  confirmedAt?: string | null;
};

export type Page = { total: number; limit: number; offset: number };

export type AdminUserOrder = {
  _id: string;
  plan: string;
  totalPrice: number;
  status: string;
  /** As on All Subscriptions: the status, with paused split out of active (decision 76). */
  state?: string;
  pause?: { from: string; until: string; openEnded: boolean } | null;
  createdAt: string;
};

export type AdminUser = {
  _id: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  createdAt?: string;
  /** Every order of the customer; `orders` holds only the newest of them. */
  orderCount?: number;
  orders: AdminUserOrder[];
};

export type DashboardFigures = {
  totalOrders: number;
  activeSubs: number;
  revenue: number;
  popularPlan: string;
  /** Messages that failed after every attempt and wait in the outbox (issue 15 point 4). */
  notificationFailures?: number;
  /** Whether tax invoices can be issued, and how many payments wait for theirs (issue 25). */
  invoiceStatus?: InvoiceStatus;
} & Partial<MoneyFigures>;

/** Whether the legal details allow tax invoices, and how many payments still wait for one. */
export type InvoiceStatus = { ready: boolean; paymentsWithoutInvoice: number };

/** `future`: a day of this week still to come (India time), which has taken nothing yet. */
export type RevenueDay = { date: string; label: string; revenue: number; future?: boolean };

export type RevenueReport = {
  week: { start: string; end: string; days: RevenueDay[]; total: number };
  month: { start: string; end: string; total: number } & Partial<MonthMoney>;
  books?: MoneyFigures;
};

export type Coupon = {
  code: string;
  amount: number;
  active: boolean;
  expiresAt: string | null;
  usageLimit: number | null;
  usedCount: number;
  createdAt: string;
};

export type Transaction = {
  _id: string;
  createdAt: string;
  amount: number;
  mode: string;
  status: PaymentStatus | string;
  gateway: string | null;
  gatewayOrderId: string | null;
  gatewayPaymentId: string | null;
  subscriptionId: string;
  plan: string;
  customer: { _id: string; name: string | null; phone: string | null } | null;
  /** The cash collection that paid a COD record (issue 14). */
  collection?: { collectedAt: string; deliveryId: string; deliveryDate: string } | null;
  /** The refunds made of this payment, oldest first (issue 14, decision 98). */
  refunds?: TransactionRefund[];
  /** The payment as shown: its status, or "refunded" / "partly_refunded" after its refunds. */
  paymentStanding?: string;
};

/** A refund as Transactions lists it, under the payment it gives back. */
export type TransactionRefund = {
  _id: string;
  amount: number;
  status: RefundStatus;
  gatewayRefundId: string | null;
  createdAt: string;
  processedAt: string | null;
  creditedAt: string | null;
};

/** A captured payment that could not apply to its order: money held and owed back. */
export type UnappliedPayment = {
  _id: string;
  createdAt: string;
  amount: number;
  gateway: string;
  gatewayOrderId: string | null;
  gatewayPaymentId: string;
  subscriptionId: string | null;
  plan: string | null;
  reason: string;
  status: 'refund_due' | 'refunded' | string;
  customer: { _id: string; name: string | null; phone: string | null } | null;
};

export type RunSheetStatus = 'scheduled' | 'delivered' | 'missed';

/** One meal of the run sheet: where it goes, and what became of it. */
export type RunSheetDelivery = {
  deliveryId: string;
  subscriptionId: string;
  /** '#3F2A9C1B', as the kitchen reads it aloud. */
  orderNumber: string;
  /** The door it goes to: meals sharing it are one stop (issue 25 point 8). */
  door: string;
  customer: string;
  phone: string;
  address: Address;
  fullAddress: string;
  mapsUrl: string;
  plan: string;
  mealOption: string;
  slot: string;
  status: RunSheetStatus;
  missedReason: string | null;
  /** The dish the meal is; null while no menu is planned for its date (issue 26 point 6). */
  dish: { _id: string; name: string; diet: Diet } | null;
  dishChoice: DishChoice | null;
  /** For a `conflict` meal: what in its dish the customer avoids. */
  dishConflicts: Avoidable[];
  /** What the customer avoids: the stop flags it. */
  avoids: Avoidable[];
  cash?: RunSheetCash;
  /**
   * Set on screen by a missed mark made here: why the meal earned less than its credit, or none
   * (decision 154). The sheet's answer never carries it.
   */
  creditNote?: string | null;
};

/** What a missed mark or an accepted report did about the meal's credit (decision 154). */
export type MissedCredit = {
  /** Rupees credited; 0 when the order had nothing left of what it was paid. */
  value: number;
  mealValue: number;
  /** Why it is less than the meal's value; null when whole. */
  why: string | null;
};

/** GET /api/admin/kitchen: a slot's counts and one page of its run sheet. */
export type KitchenSheet = {
  date: string;
  slot: KitchenSlot;
  meals: { plan: string; mealOption: string; count: number }[];
  /** The same meals by the dish they are, a line for those with no menu last (decision 173). */
  dishes: DishCount[];
  diets: DietCount[];
  /** Meals whose dish holds what their customer avoids, flagged on the run sheet. */
  conflicts: number;
  /** Meals cooked for the slot: delivered, missed and still to deliver (decision 73). */
  totalMeals: number;
  remaining: number;
  delivered: number;
  missed: number;
  deliveries: RunSheetDelivery[];
  /** Pass as `after` for the next page; null on the last. */
  nextCursor: string | null;
  /** The slot's cut-off has passed: customers can no longer change these counts. */
  final: boolean;
  changesCloseAt: string;
  /** The server's India date: marks and cash open on a delivery's day by its clock, not the phone's. */
  today: string;
  canMark: boolean;
};
