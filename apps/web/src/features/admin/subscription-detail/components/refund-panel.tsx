import { REFUND_MSG, refundCeilingWhy } from '@fitthali/domain/refund-messages';
import type { RefundCeiling } from '@fitthali/domain/refunds';
import { type FormEvent, useId, useRef, useState } from 'react';
import { formatRupees } from '../../../../lib/format';
import { newIdempotencyKey } from '../../../ordering/lib/idempotency-key';
import { refundOrder } from '../api/refund-order';
import { checkRefundForm } from '../lib/refund-form';
import { RefundFields } from './refund-fields';

type Props = {
  subscriptionId: string;
  /** The most that can still be refunded and why, as the server previewed it (decision 137). */
  ceiling: RefundCeiling;
  busy: boolean;
  /** Runs the request the way every change on the order page runs (notice, toast, reload). */
  run: (work: () => Promise<string>) => Promise<boolean>;
};

/**
 * The admin's money refund of a paid online order (issue 14 point 2): the whole payment or part of
 * it, with a written reason. One Idempotency-Key per refund filled in: a double click or a retry
 * after a lost answer makes one refund, and the next refund gets a new key.
 */
export function RefundPanel({ subscriptionId, ceiling, busy, run }: Props) {
  const { refundable } = ceiling;
  const id = useId();
  const [amount, setAmount] = useState(String(refundable));
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const attempt = useRef<{ signature: string; key: string } | null>(null);
  const { amountProblem, reasonProblem, ...checked } = checkRefundForm(amount, reason, ceiling);

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (amountProblem || reasonProblem) return;
    // The same refund asked again keeps its key; a changed amount or reason is a new refund.
    const signature = `${checked.amount}|${reason.trim()}`;
    if (attempt.current?.signature !== signature) {
      attempt.current = { signature, key: newIdempotencyKey() };
    }
    const { key } = attempt.current;
    void run(async () => {
      const answer = await refundOrder(subscriptionId, checked.amount, reason, key);
      return `${REFUND_MSG.refundRequested} ${formatRupees(answer.refund.amount)} to the customer.`;
    }).then((done) => {
      if (!done) return;
      attempt.current = null;
      setReason('');
      setTried(false);
    });
  }

  return (
    <section className="admin-card order-refund" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="admin-section-title">
        Refund
      </h2>
      <p className="order-refund__limit" data-testid="refund-ceiling">
        {refundable > 0
          ? `Up to ${formatRupees(refundable)} can be refunded: ${refundCeilingWhy(ceiling)}.`
          : `Nothing is left to refund: ${refundCeilingWhy(ceiling)}.`}
      </p>
      {refundable > 0 ? (
        <form className="order-refund__form" onSubmit={submit} noValidate>
          <RefundFields
            id={id}
            labels={{ amount: 'Amount (₹)', reason: 'Reason' }}
            amount={amount}
            reason={reason}
            refundable={refundable}
            errors={{
              amount: tried ? amountProblem : null,
              reason: tried ? reasonProblem : null,
            }}
            onAmount={setAmount}
            onReason={setReason}
          />
          <p>
            <button type="submit" className="btn btn--primary" disabled={busy}>
              Refund {amountProblem ? '' : formatRupees(checked.amount)}
            </button>
          </p>
        </form>
      ) : null}
    </section>
  );
}
