import type { StoredAddress } from '@fitthali/domain/address';
import type { DeliveryStatus } from '@fitthali/domain/delivery-schedule';
import type { DeliverySettings } from '@fitthali/domain/delivery-settings';
import type { DishAnswer } from '@fitthali/domain/dish-answer';
import type { DishChoice } from '@fitthali/domain/dish-pick';
import type { Avoidable } from '@fitthali/domain/dishes';
import type { KitchenSlot } from '@fitthali/domain/plans';
import type { MealStillComing } from '@fitthali/domain/still-coming';
import type { CustomerRefund } from '../../refunds/api/types';

/** A dish as every API answers it (issue 26; the server's dish-answer.ts). */
export type Dish = DishAnswer;

/** One delivery as GET /api/user/subscriptions/:id answers it (issue 13). */
export interface Delivery {
  _id: string;
  date: string;
  slot: KitchenSlot;
  status: DeliveryStatus;
  /** ISO instant: the last moment the customer may change it. */
  changeUntil: string;
  makeup: boolean;
  pauseId: string | null;
  mealOption: string;
  address: StoredAddress;
  /** Why a missed delivery was missed, as the kitchen recorded it. */
  missedReason?: string | null;
  /** A missed meal's credit in rupees, 0 when none was given (decision 154); else null. */
  credit?: number | null;
  /** ISO instant until which a delivered meal can be reported as not received (issue 14). */
  reportUntil?: string | null;
  /** The customer's report of this meal, once made. */
  report?: {
    _id: string;
    status: 'pending' | 'accepted' | 'rejected';
    reason: string | null;
    decisionReason: string | null;
    createdAt: string;
  } | null;
  /**
   * Its dish (issue 26): null while no menu is planned for its date. Absent from answers that do
   * not carry dishes (the admin's order page, the answers to a skip or a pause).
   */
  dish?: Dish | null;
  /** The day's other dishes it can be swapped to: empty once its cut-off has passed. */
  alternatives?: Dish[];
  dishChoice?: DishChoice | null;
  /** For a `conflict`: what in the dish the customer avoids. */
  dishConflicts?: Avoidable[];
  /** For a `preference`: what in the day's default they avoid. */
  defaultHolds?: Avoidable[];
  /** The customer's rating of this meal (issue 26 point 8), once given. */
  rating?: { stars: number; comment: string | null } | null;
  /** ISO instant until which a delivered meal with a dish can be rated; null otherwise. */
  ratableUntil?: string | null;
}

export interface SchedulePause {
  _id: string;
  from: string;
  until: string;
  openEnded: boolean;
}

export interface ScheduledSubscription {
  _id: string;
  plan: string;
  status: string;
  /** active, paused, completed, cancelled, pending or expired. */
  state: string;
  slot: string;
  mealOption: string;
  startDate: string;
  endDate: string;
  selectedDays: string[];
  deliveryDates: string[];
  address: StoredAddress;
  pause: SchedulePause | null;
  /**
   * Cash still owed on a COD order: the total, or after a cancel mid-plan only the meals kept
   * (decision 101); null when nothing is owed.
   */
  amountDue?: number | null;
  paymentMode?: string;
  paymentStatus?: string;
  /** For Renew (decision 78). */
  planId?: string;
  duration?: string;
  days?: number;
  isTrial?: boolean;
}

export interface SubscriptionSchedule {
  subscription: ScheduledSubscription;
  deliveries: Delivery[];
  deliverySettings: { slots: DeliverySettings; extensionLimitDays: number };
  /** Its money refunds (GET only; the change routes answer without them). */
  refunds?: CustomerRefund[];
  /** The payment as shown (GET only): "refunded" / "partly_refunded" once money went back. */
  paymentStanding?: string;
  /** A cancelled plan's outcome (GET only): the money and the meals still coming (issue 25). */
  cancellation?: {
    refund: number;
    credits: number;
    creditsValue: number;
    stillComing: MealStillComing[];
  } | null;
}
