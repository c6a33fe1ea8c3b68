import { DELIVERY_MSG } from '@fitthali/domain/delivery-messages';
import { MSG } from '@fitthali/domain/messages';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { ApiError } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast';
import type { Delivery } from '../../../deliveries/api/types';
import { changeDeliveryAsAdmin, type DeliveryAction } from '../api/change-order';
import { deliveryChangedMessage } from '../lib/change-messages';

/** A delivery change waiting for the admin's reason: a miss, or a change past the cut-off. */
export interface PendingChange {
  delivery: Delivery;
  action: DeliveryAction;
  /** Why a reason is asked for: the mark needs one, or the customer's cut-off has passed. */
  why: 'missed' | 'cutoff';
  /** The server's refusal of the last try, shown in the dialog. */
  problem: string;
}

function problemOf(err: unknown): string {
  return err instanceof ApiError && err.serverMessage ? err.serverMessage : MSG.loginError;
}

function needsReason(err: unknown): boolean {
  return err instanceof ApiError && err.serverMessage === DELIVERY_MSG.overrideNeedsReason;
}

/**
 * Every change the admin makes on the order page: each one confirms on screen and in a toast and
 * loads the order again, so the calendar, the list and the trail show it. A change past the
 * customer's cut-off, and every miss, first asks why.
 */
export function useOrderChanges(now: Date) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const [problem, setProblem] = useState('');
  const [pending, setPending] = useState<PendingChange | null>(null);

  /** Runs one change; answers false when it was refused, with the server's sentence shown. */
  async function run(work: () => Promise<string>, onRefused?: (err: unknown) => boolean) {
    setBusy(true);
    setProblem('');
    setNotice('');
    try {
      const message = await work();
      setNotice(message);
      toast.success(message);
      return true;
    } catch (err) {
      if (!onRefused?.(err)) {
        const message = problemOf(err);
        setProblem(message);
        toast.error(message);
      }
      return false;
    } finally {
      setBusy(false);
      await revalidator.revalidate();
    }
  }

  const send = (delivery: Delivery, action: DeliveryAction, reason?: string) => async () => {
    const answer = await changeDeliveryAsAdmin(delivery._id, action, reason);
    const done = deliveryChangedMessage(delivery, action, answer.endDate);
    // A missed meal that earned less than its credit, or none: why, at once (decision 154).
    return answer.credit?.why ? `${done} ${answer.credit.why}` : done;
  };

  function act(delivery: Delivery, action: DeliveryAction) {
    const closed = now.getTime() >= new Date(delivery.changeUntil).getTime();
    const moves = action === 'skip' || action === 'unskip';
    if (action === 'missed' || (moves && closed)) {
      setPending({ delivery, action, why: action === 'missed' ? 'missed' : 'cutoff', problem: '' });
      return;
    }
    // The server's clock is the authority: if it says the cut-off has passed, ask why then.
    void run(send(delivery, action), (err) => {
      if (!needsReason(err)) return false;
      setPending({ delivery, action, why: 'cutoff', problem: problemOf(err) });
      return true;
    });
  }

  async function confirmPending(reason: string) {
    if (!pending) return;
    const { delivery, action } = pending;
    const done = await run(send(delivery, action, reason), (err) => {
      const message = problemOf(err);
      setPending((current) => (current ? { ...current, problem: message } : current));
      toast.error(message);
      return true;
    });
    if (done) setPending(null);
  }

  return {
    busy,
    notice,
    problem,
    run,
    act,
    pending,
    confirmPending,
    cancelPending: () => setPending(null),
  };
}
