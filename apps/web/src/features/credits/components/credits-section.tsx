import { CREDIT_MSG, CREDIT_TEMPLATES } from '@fitthali/domain/credit-messages';
import { TableHead } from '../../../components/ui/table-head';
import { useSelfService } from '../../../i18n/self-service';
import { formatRupees } from '../../../lib/format';
import type { CreditEntryView, CreditLotView, Credits } from '../api/get-credits';
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
  return [...days].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * The ledger's lines as one per change: a cancellation that turned 12 meals into credits wrote 12
 * entries of ₹175 or ₹176 in the same instant, and the customer reads them as one (+12, ₹2,104).
 */
function oneLinePerChange(entries: readonly CreditEntryView[]): CreditEntryView[] {
  const lines: CreditEntryView[] = [];
  for (const entry of entries) {
    const last = lines.at(-1);
    if (
      last &&
      last.kind === entry.kind &&
      last.reason === entry.reason &&
      last.createdAt === entry.createdAt
    ) {
      lines[lines.length - 1] = {
        ...last,
        meals: last.meals + entry.meals,
        value: last.value + entry.value,
      };
    } else {
      lines.push(entry);
    }
  }
  return lines;
}

/**
 * The profile's meal credits (issues 14 and 25): one balance in rupees and meals with the first
 * expiry, and behind a disclosure what expires when and every change of the ledger, newest first.
 * Credits sit beside Meal Progress, not in it (decision 77).
 */
export function CreditsSection({ credits }: { credits: Credits }) {
  const { t, date, dateTime, say } = useSelfService('account');
  const expiring = expiringByDay(credits.lots);
  const first = expiring[0]?.[0];
  const history = oneLinePerChange(credits.entries);
  return (
    <section className="profile-section credits" aria-labelledby="credits-heading">
      <h2 id="credits-heading" className="profile-section__title">
        {t('Meal credits')}
      </h2>
      <p className="credits__balance" data-testid="credits-balance">
        {credits.balance > 0 && first ? (
          <strong>
            {say(
              CREDIT_MSG.balance(formatRupees(credits.value), credits.balance, date(first)),
              CREDIT_TEMPLATES.balance,
              {
                rupees: formatRupees(credits.value),
                meals: credits.balance,
                firstExpiry: date(first),
              },
            )}
          </strong>
        ) : (
          t(CREDIT_MSG.noCredits)
        )}
      </p>
      {credits.balance > 0 ? <p className="credits__use">{t(CREDIT_MSG.useAtCheckout)}</p> : null}
      {expiring.length > 0 || history.length > 0 ? (
        <details className="credits__details">
          <summary>{t(CREDIT_MSG.detailsToggle)}</summary>
          {expiring.length > 0 ? (
            <>
              <h3 className="credits__subtitle">{t('Expiring')}</h3>
              <ul className="credits__expiring">
                {expiring.map(([day, sum]) => (
                  <li key={day}>
                    {sum.meals === 1
                      ? t('1 meal credit ({value}) expires on {date}', {
                          value: formatRupees(sum.value),
                          date: date(day),
                        })
                      : t('{count} meal credits ({value}) expire on {date}', {
                          count: sum.meals,
                          value: formatRupees(sum.value),
                          date: date(day),
                        })}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {history.length > 0 ? (
            <div className="table-scroll">
              <table className="txn-table">
                <caption className="visually-hidden">
                  {t('Meal credit history, newest first')}
                </caption>
                <TableHead columns={[t('Date'), t('What'), t('Meals'), t('Value')]} />
                <tbody>
                  {history.map((entry) => (
                    <tr key={entry._id}>
                      <td>{dateTime(entry.createdAt)}</td>
                      <td>
                        {t('{kind}: {reason}', {
                          kind: t(KIND_LABEL[entry.kind] ?? entry.kind),
                          reason: t(entry.reason),
                        })}
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
        </details>
      ) : null}
    </section>
  );
}
