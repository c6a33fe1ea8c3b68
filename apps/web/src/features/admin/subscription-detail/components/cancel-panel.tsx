import { MSG } from '@fitthali/domain/messages';
import { type FormEvent, useId, useState } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { FieldError } from '../../../../components/ui/field-error';
import { formatRupees } from '../../../../lib/format';
import type { CancellationPreview } from '../../../deliveries/api/cancel-plan';
import { cancelSubscription } from '../../api/cancel-subscription';
import { checkRefundForm } from '../lib/refund-form';

type Props = {
  subscriptionId: string;
  /** What the refund policy gives the customer now, as the server worked it out. */
  cancellation: CancellationPreview;
  /** The most a money refund may be; null or 0 when nothing was paid online. */
  refundable: number | null;
  busy: boolean;
  /** Runs the request the way every change on the order page runs (notice, toast, reload). */
  run: (work: () => Promise<string>) => Promise<boolean>;
};

type Choice = 'policy' | 'money';

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
export function CancelPanel({ subscriptionId, cancellation, refundable, busy, run }: Props) {
  const id = useId();
  const moneyPossible = refundable !== null && refundable > 0;
  const [choice, setChoice] = useState<Choice>('policy');
  const [amount, setAmount] = useState(String(refundable ?? 0));
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const money = checkRefundForm(amount, reason, refundable ?? 0);
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

  const showAmount = tried && choice === 'money' ? money.amountProblem : null;
  const showReason = tried && choice === 'money' ? money.reasonProblem : null;
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
          <label className="order-cancel__option">
            <input
              type="radio"
              name={`${id}-choice`}
              value="policy"
              checked={choice === 'policy'}
              onChange={() => setChoice('policy')}
            />
            <span>By the refund policy</span>
          </label>
          {choice === 'policy' ? (
            <ul className="order-cancel__lines">
              {cancellation.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
          {moneyPossible ? (
            <label className="order-cancel__option">
              <input
                type="radio"
                name={`${id}-choice`}
                value="money"
                checked={choice === 'money'}
                onChange={() => setChoice('money')}
              />
              <span>A money refund instead, with a reason</span>
            </label>
          ) : null}
        </fieldset>
        {choice === 'money' ? (
          <>
            <div className="field">
              <label className="field__label" htmlFor={`${id}-amount`}>
                Refund amount (₹), up to {formatRupees(refundable ?? 0)}
              </label>
              <input
                id={`${id}-amount`}
                className="field__input"
                type="number"
                inputMode="numeric"
                min={1}
                max={refundable ?? 0}
                step={1}
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
                aria-invalid={showAmount ? true : undefined}
                aria-describedby={showAmount ? `${id}-amount-error` : undefined}
              />
              <FieldError id={`${id}-amount-error`} error={showAmount} />
            </div>
            <div className="field">
              <label className="field__label" htmlFor={`${id}-reason`}>
                Reason for the refund
              </label>
              <textarea
                id={`${id}-reason`}
                className="field__input"
                rows={2}
                required
                maxLength={500}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                aria-invalid={showReason ? true : undefined}
                aria-describedby={showReason ? `${id}-reason-error` : undefined}
              />
              <FieldError id={`${id}-reason-error`} error={showReason} />
            </div>
          </>
        ) : null}
        <p>
          <button type="submit" className="btn btn--danger" disabled={busy}>
            Cancel order
          </button>
        </p>
      </form>
      <ConfirmDialog
        open={confirming}
        title="Cancel this order?"
        description={
          <>
            <p>{MSG.cancelSubscriptionConfirm}</p>
            <ul className="order-cancel__lines">
              {outcome.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </>
        }
        cancelLabel="No"
        confirmLabel={
          <>
            {busy ? <span className="btn__spinner" aria-hidden="true" /> : null}
            Yes, Cancel
          </>
        }
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={confirm}
      />
    </section>
  );
}
