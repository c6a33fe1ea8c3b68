import { MSG } from '@fitthali/domain/messages';
import type { RefundCeiling } from '@fitthali/domain/refunds';
import { type FormEvent, useId, useState } from 'react';
import { formatRupees } from '../../../../lib/format';
import type { CancellationPreview } from '../../../deliveries/api/cancel-plan';
import { cancelSubscription } from '../../api/cancel-subscription';
import { ConfirmCancelModal } from '../../components/confirm-cancel-modal';
import { checkRefundForm } from '../lib/refund-form';
import { RefundFields } from './refund-fields';

type Props = {
  subscriptionId: string;
  /** What the refund policy gives the customer now, as the server worked it out. */
  cancellation: CancellationPreview;
  /** The most a money refund may be and why; null when nothing was paid online. */
  ceiling: RefundCeiling | null;
  busy: boolean;
  /** Runs the request the way every change on the order page runs (notice, toast, reload). */
  run: (work: () => Promise<string>) => Promise<boolean>;
};

type Choice = 'policy' | 'money';

const CHOICES: { value: Choice; label: string }[] = [
  { value: 'policy', label: 'By the refund policy' },
  { value: 'money', label: 'A money refund instead, with a reason' },
];

function OutcomeLines({ lines }: { lines: readonly string[] }) {
  return (
    <ul className="order-cancel__lines">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/** What the toast and the page say once the order is cancelled: SPEC §2.15's sentence, then the money. */
function cancelledMessage(answer: Awaited<ReturnType<typeof cancelSubscription>>): string {
  const parts: string[] = [MSG.subscriptionCancelled];
  if (answer.refund)
    parts.push(`${formatRupees(answer.refund.amount)} is refunded to the customer.`);
  const n = answer.creditsAdded;
  if (n > 0) parts.push(`${n} meal ${n === 1 ? 'credit was' : 'credits were'} added.`);
  return parts.join(' ');
}

/**
 * The admin's Cancel on the order page (issue 14 point 2, decision 96): the refund policy's
 * outcome, shown before anything is sent, or a money refund instead — the whole payment or part
 * of it — with a written reason. The list's Cancel (SPEC §2.15) stays the policy's one click.
 */
export function CancelPanel({ subscriptionId, cancellation, ceiling, busy, run }: Props) {
  const refundable = ceiling?.refundable ?? null;
  const id = useId();
  const moneyPossible = refundable !== null && refundable > 0;
  const [choice, setChoice] = useState<Choice>('policy');
  const [amount, setAmount] = useState(String(refundable ?? 0));
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const money = checkRefundForm(
    amount,
    reason,
    ceiling ?? { paid: 0, refunded: 0, credited: 0, refundable: 0 },
  );
  const moneyProblem = choice === 'money' && (money.amountProblem || money.reasonProblem);

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (moneyProblem) return;
    setConfirming(true);
  }

  function confirm() {
    void run(async () => {
      const answer = await cancelSubscription(
        subscriptionId,
        choice === 'money'
          ? { refund: 'money', amount: money.amount, reason: reason.trim() }
          : { refund: 'policy' },
      );
      return cancelledMessage(answer);
    }).then(() => setConfirming(false));
  }

  const outcome =
    choice === 'money'
      ? [
          `${money.amountProblem ? 'The amount above' : formatRupees(money.amount)} is refunded to the customer’s original payment method; no meal credits are added.`,
        ]
      : cancellation.lines;
  return (
    <section className="admin-card order-cancel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="admin-section-title">
        Cancel order
      </h2>
      <p className="order-cancel__meals">
        {cancellation.meals === 1
          ? '1 meal still before its cut-off is cancelled.'
          : `${cancellation.meals} meals still before their cut-off are cancelled.`}
      </p>
      <form className="order-refund__form" onSubmit={submit} noValidate>
        <fieldset className="order-cancel__choice">
          <legend className="field__label">What the customer gets</legend>
          {(moneyPossible ? CHOICES : CHOICES.slice(0, 1)).map((option) => (
            <label key={option.value} className="order-cancel__option">
              <input
                type="radio"
                name={`${id}-choice`}
                value={option.value}
                checked={choice === option.value}
                onChange={() => setChoice(option.value)}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </fieldset>
        {choice === 'policy' ? <OutcomeLines lines={cancellation.lines} /> : null}
        {choice === 'money' ? (
          <RefundFields
            id={id}
            labels={{
              amount: `Refund amount (₹), up to ${formatRupees(refundable ?? 0)}`,
              reason: 'Reason for the refund',
            }}
            amount={amount}
            reason={reason}
            refundable={refundable ?? 0}
            errors={{
              amount: tried ? money.amountProblem : null,
              reason: tried ? money.reasonProblem : null,
            }}
            onAmount={setAmount}
            onReason={setReason}
          />
        ) : null}
        <p>
          <button type="submit" className="btn btn--danger" disabled={busy}>
            Cancel order
          </button>
        </p>
      </form>
      <ConfirmCancelModal
        open={confirming}
        title="Cancel this order?"
        detail={<OutcomeLines lines={outcome} />}
        busy={busy}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </section>
  );
}
