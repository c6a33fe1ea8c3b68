import type { Address } from '@fitthali/domain/address';
import { MSG } from '@fitthali/domain/messages';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLocalePath } from '../../../i18n/locale-link';
import { useT } from '../../../i18n/messages';
import { toast } from '../../../lib/toast';
import { createSubscription } from '../api/create-subscription';
import { newIdempotencyKey } from '../lib/idempotency-key';
import { clearDraft } from '../lib/order-draft';
import {
  isInvalidCoupon,
  isPriceChanged,
  isUnauthorized,
  orderErrorMessage,
} from '../lib/order-errors';
import { subscribePayload } from '../lib/order-preview';
import type { PaymentSession } from '../lib/payment-session';

/** SPEC §4, §9: after 'Order Confirmed' the profile opens 1.5 s later. */
export const ORDER_REDIRECT_MS = 1500;
/** SPEC §2.2: order notifications close after 3 s. */
export const ORDER_TOAST_MS = 3000;

/** The order as the confirm page holds it; the address is null until one is picked. */
export type OrderToPlace = Omit<Parameters<typeof subscribePayload>[0], 'address'> & {
  address: Address | null;
};

type Options = {
  /** The server said a price changed: load the catalogue again so the page shows the new one. */
  onPriceChanged: () => Promise<unknown>;
  /** The server refused the coupon: the page drops it and says so beside the coupon box. */
  onCouponRefused: () => void;
};

/**
 * Placing an order from /subscribe-confirm: one request at a time, one Idempotency-Key per order
 * attempt, COD placed here and Online handed to /payment, and the server's refusals turned into
 * what the customer reads.
 */
export function usePlaceOrder({ onPriceChanged, onCouponRefused }: Options) {
  const navigate = useNavigate();
  const t = useT('order');
  const localePath = useLocalePath();
  const [error, setError] = useState('');
  const [signInAgain, setSignInAgain] = useState(false);
  const [busy, setBusy] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const inFlight = useRef(false);
  const attempt = useRef<{ signature: string; key: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  /** One key per order attempt: the same order retried keeps it, a changed order gets a new one. */
  const keyFor = (signature: string) => {
    if (attempt.current?.signature !== signature) {
      attempt.current = { signature, key: newIdempotencyKey() };
    }
    return attempt.current.key;
  };

  const submit = async (order: OrderToPlace) => {
    // The ref, not only the disabled button, keeps a double click to one request.
    if (inFlight.current || confirmed) return;
    setSignInAgain(false);
    if (order.preview.problem) {
      setError(order.preview.problem);
      return;
    }
    if (!order.address) {
      setError(MSG.selectAddress);
      return;
    }
    const payload = subscribePayload({ ...order, address: order.address });
    const key = keyFor(JSON.stringify(payload));
    setError('');

    if (order.paymentMode === 'Online') {
      const payment: PaymentSession = { payload, idempotencyKey: key };
      navigate(localePath('/payment'), { state: { payment } });
      return;
    }

    inFlight.current = true;
    setBusy(true);
    try {
      const answer = await createSubscription(payload, key);
      clearDraft();
      setConfirmed(true);
      toast.success(t(MSG.orderConfirmed), { duration: ORDER_TOAST_MS });
      timer.current = setTimeout(
        () =>
          navigate(localePath('/profile'), {
            replace: true,
            state: { orderConfirmed: true, subscriptionId: answer.subscriptionId },
          }),
        ORDER_REDIRECT_MS,
      );
    } catch (err) {
      setError(orderErrorMessage(err, 'confirm'));
      if (isPriceChanged(err)) await onPriceChanged();
      if (isInvalidCoupon(err)) onCouponRefused();
      if (isUnauthorized(err)) setSignInAgain(true);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const clearError = () => setError('');

  return { error, clearError, signInAgain, busy, confirmed, submit };
}
