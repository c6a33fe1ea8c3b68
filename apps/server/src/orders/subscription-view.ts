import { cashToCollect } from '@fitthali/domain/cash-collection';
import type { Subscription } from './create-subscription.ts';

/** How an order reads over the API (SPEC §3 field names), for its customer and for admins. */
export function subscriptionView(s: Subscription) {
  return {
    _id: s.id,
    plan: s.planName,
    planId: s.planId,
    status: s.status,
    mealOption: s.mealOption,
    duration: s.durationLabel,
    slot: s.slot,
    days: s.days,
    isTrial: s.isTrial,
    startDate: s.startDate,
    selectedDays: s.selectedDays,
    deliveryDates: s.deliveryDates,
    confirmedAt: s.confirmedAt,
    createdAt: s.createdAt,
    /** An unpaid online order is held until then, and shows as Expired after. */
    expiresAt: s.expiresAt,
    address: s.address,
    pricePerMeal: s.pricePerMeal,
    discount: s.discount,
    totalPrice: s.totalPrice,
    /** GST added on top of the price when the operator's prices excluded it (decision 124). */
    gstAmount: s.gstAmount,
    /** Meal credits spent on the order and the rupees they took off (issue 14 point 4). */
    creditsSpent: s.creditsSpent,
    creditsValue: s.creditsValue,
    couponCode: s.couponCode,
    paymentMode: s.paymentMode,
    paymentStatus: s.paymentStatus,
    /**
     * Cash still owed for a COD order (decision 101): its total, or after a cancel mid-plan only
     * the meals kept; null when nothing is owed (paid online, collected, cancelled before start).
     */
    amountDue: cashToCollect(s),
  };
}
