import type { StoredAddress } from '@fitthali/domain/address';
import type { DeliveryStatus } from '@fitthali/domain/delivery-schedule';
import type { DeliverySettings } from '@fitthali/domain/delivery-settings';
import type { KitchenSlot } from '@fitthali/domain/plans';
import type { MealStillComing } from '@fitthali/domain/still-coming';
import type { CustomerRefund } from '../../refunds/api/types';

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
  /** A cancelled plan's outcome (GET only): the money and the meals still coming (issue 25). */
  cancellation?: {
    refund: number;
    credits: number;
    creditsValue: number;
    stillComing: MealStillComing[];
  } | null;
}
