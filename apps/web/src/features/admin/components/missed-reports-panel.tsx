import { type FormEvent, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatDateTime, formatRupees } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { decideMissedReport, type MissedReportRow } from '../api/missed-reports';
import type { MissedCredit } from '../api/types';

type Props = {
  reports: readonly MissedReportRow[];
  /** Link each report to its order (the list); not on the order's own page. */
  linkOrders?: boolean;
};

function problemOf(err: unknown): string {
  return err instanceof ApiError && err.serverMessage
    ? err.serverMessage
    : 'Something went wrong. Try again.';
}

/**
 * What accepting a report did: the credit in rupees, or none and why (decision 154). An answer
 * without a credit (already credited) says only that the meal is missed.
 */
export function acceptedMessage(credit: MissedCredit | null | undefined): string {
  const missed = 'Report accepted: the meal is missed';
  if (!credit) return `${missed}.`;
  if (credit.value === 0) return `${missed}. ${credit.why ?? 'No meal credit was given.'}`;
  const given = `${missed} and the customer has a meal credit of ${formatRupees(credit.value)}.`;
  return credit.why ? `${given} ${credit.why}` : given;
}

/**
 * Reports of meals not received, waiting for the admin (issue 14 point 3): Accept marks the meal
 * missed and gives its meal credit; Reject asks for the reason the customer will read.
 */
export function MissedReportsPanel({ reports, linkOrders = false }: Props) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const pending = reports.filter((report) => report.status === 'pending');

  async function decide(id: string, decision: 'accept' | 'reject') {
    setBusy(true);
    setProblem('');
    try {
      const answer = await decideMissedReport(id, decision, reason);
      toast.success(decision === 'accept' ? acceptedMessage(answer.credit) : 'Report rejected.');
      setRejecting(null);
      setReason('');
    } catch (err) {
      setProblem(problemOf(err));
    } finally {
      setBusy(false);
      await revalidator.revalidate();
    }
  }

  const reject = (event: FormEvent, id: string) => {
    event.preventDefault();
    void decide(id, 'reject');
  };

  return (
    <section className="admin-card missed-reports" aria-labelledby="missed-reports-title">
      <h2 id="missed-reports-title" className="admin-section-title">
        Meals reported not received ({pending.length})
      </h2>
      <div role="alert">
        {problem ? <p className="form-alert form-alert--error">{problem}</p> : null}
      </div>
      {pending.length === 0 ? (
        <p className="missed-reports__empty">No reports waiting.</p>
      ) : (
        <ul className="missed-reports__items">
          {pending.map((report) => {
            const meal = report.date ? `${report.slot} on ${formatDate(report.date)}` : 'A meal';
            return (
              <li key={report._id} className="missed-reports__item" aria-label={meal}>
                <p className="missed-reports__what">
                  <strong>{meal}</strong>
                  {report.customer ? ` · ${report.customer.name ?? 'No Name'}` : ''}
                  {report.customer?.phone ? ` · ${report.customer.phone}` : ''}
                  {report.plan ? ` · ${report.plan}` : ''}
                </p>
                <p className="missed-reports__reason">
                  {report.reason ? `“${report.reason}”` : 'No details given'} · reported{' '}
                  {formatDateTime(report.createdAt)}
                  {linkOrders ? (
                    <>
                      {' · '}
                      <Link to={`/admin/subscriptions/${report.subscriptionId}`}>Open order</Link>
                    </>
                  ) : null}
                </p>
                {rejecting === report._id ? (
                  <form className="missed-reports__reject" onSubmit={(e) => reject(e, report._id)}>
                    <label htmlFor={`reject-${report._id}`}>Why is it rejected?</label>
                    <input
                      id={`reject-${report._id}`}
                      className="field__input"
                      maxLength={500}
                      required
                      value={reason}
                      onChange={(event) => setReason(event.target.value)}
                    />
                    <button
                      type="submit"
                      className="btn btn--danger-outline btn--sm"
                      disabled={busy}
                    >
                      Reject report
                    </button>
                    <button
                      type="button"
                      className="btn btn--ghost btn--sm"
                      onClick={() => setRejecting(null)}
                    >
                      Back
                    </button>
                  </form>
                ) : (
                  <p className="missed-reports__actions">
                    <button
                      type="button"
                      className="btn btn--primary btn--sm"
                      disabled={busy}
                      onClick={() => void decide(report._id, 'accept')}
                    >
                      Accept: meal missed
                    </button>
                    <button
                      type="button"
                      className="btn btn--ghost btn--sm"
                      disabled={busy}
                      onClick={() => {
                        setReason('');
                        setRejecting(report._id);
                      }}
                    >
                      Reject
                    </button>
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
