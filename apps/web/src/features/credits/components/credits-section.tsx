import { TableHead } from '../../../components/ui/table-head';
import { formatDate, formatDateTime, formatRupees } from '../../../lib/format';
import type { CreditLotView, Credits } from '../api/get-credits';
import '../credits.css';

const KIND_LABEL = {
  earned: 'Earned',
  spent: 'Used',
  expired: 'Expired',
  adjusted: 'Adjusted',
} as const;

/** The India date a lot expires on, as the calendar day the customer reads. */
const expiryDay = (lot: CreditLotView) =>
  new Date(lot.expiresAt).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });

/** The lots grouped by the day they expire, soonest first (the order they are spent in). */
function expiringByDay(lots: readonly CreditLotView[]) {
  const days = new Map<string, { meals: number; value: number }>();
  for (const lot of lots) {
    const day = expiryDay(lot);
    const sum = days.get(day) ?? { meals: 0, value: 0 };
    days.set(day, { meals: sum.meals + 1, value: sum.value + lot.value });
  }
  return [...days];
}

const mealsText = (n: number) => `${n} meal credit${n === 1 ? '' : 's'}`;

/**
 * The profile's meal credits (issue 14 point 1): the balance, what expires when, and every entry of
 * the ledger, newest first. Credits sit beside Meal Progress, not in it (decision 77).
 */
export function CreditsSection({ credits }: { credits: Credits }) {
  const expiring = expiringByDay(credits.lots);
  return (
    <section className="profile-section credits" aria-labelledby="credits-heading">
      <h2 id="credits-heading" className="profile-section__title">
        Meal credits
      </h2>
      <p className="credits__balance" data-testid="credits-balance">
        {credits.balance > 0
          ? `${mealsText(credits.balance)} worth ${formatRupees(credits.value)}, to use at checkout.`
          : 'No meal credits. A missed meal earns one, to use on your next order.'}
      </p>
      {expiring.length > 0 ? (
        <>
          <h3 className="credits__subtitle">Expiring</h3>
          <ul className="credits__expiring">
            {expiring.map(([day, sum]) => (
              <li key={day}>
                {mealsText(sum.meals)} ({formatRupees(sum.value)}) expire
                {sum.meals === 1 ? 's' : ''} on {formatDate(day)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {credits.entries.length > 0 ? (
        <div className="table-scroll">
          <table className="txn-table">
            <caption className="visually-hidden">Meal credit history, newest first</caption>
            <TableHead columns={['Date', 'What', 'Meals', 'Value']} />
            <tbody>
              {credits.entries.map((entry) => (
                <tr key={entry._id}>
                  <td>{formatDateTime(entry.createdAt)}</td>
                  <td>
                    {KIND_LABEL[entry.kind] ?? entry.kind}: {entry.reason}
                  </td>
                  <td>{entry.meals > 0 ? `+${entry.meals}` : `−${-entry.meals}`}</td>
                  <td>
                    {entry.value < 0 ? '−' : ''}
                    {formatRupees(Math.abs(entry.value))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
