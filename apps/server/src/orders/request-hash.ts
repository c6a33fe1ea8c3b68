import { createHash } from 'node:crypto';
import { storedAddress } from '@fitthali/domain/address';
import type { SubscribePayload } from '@fitthali/domain/schemas/subscribe';
import { parseSelectedDays } from '@fitthali/domain/weekdays';

/**
 * A fingerprint of everything that defines an order request, normalised so that letter case, order
 * of weekdays or dates and blank coupons do not matter. A retry with the same Idempotency-Key must
 * carry the same fingerprint; anything else is a different order and is refused.
 */
export function orderRequestHash(payload: SubscribePayload): string {
  const normal = {
    plan: payload.plan.trim().toLowerCase(),
    slot: payload.slot,
    mealOption: payload.mealOption,
    duration: payload.duration.trim().toLowerCase(),
    days: payload.days,
    startDate: payload.startDate,
    deliveryDates: [...payload.deliveryDates].sort(),
    selectedDays: parseSelectedDays(payload.selectedDays).sort(),
    address: storedAddress(payload.address),
    totalPrice: payload.totalPrice,
    discount: payload.discount,
    couponCode: payload.couponCode?.trim().toUpperCase() || null,
    paymentMode: payload.paymentMode,
    // Only when asked, so the fingerprints of orders placed before credits existed still match.
    ...(payload.credits ? { credits: payload.credits } : {}),
  };
  return createHash('sha256').update(JSON.stringify(normal)).digest('hex');
}
