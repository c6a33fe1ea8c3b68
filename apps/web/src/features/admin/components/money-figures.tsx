import { Link } from 'react-router';
import { ReceiptIcon } from '../../../components/ui/page-icons';
import { formatRupees } from '../../../lib/format';
import type { MoneyFigures, MonthMoney } from '../api/money-types';
import { CashIcon, ChartIcon } from './admin-icons';
import { StatCard } from './stat-card';

/** What each money card counts, as its caption says it (issue 25 point 6, decision 139). */
export const MONEY_CAPTIONS = {
  revenue: 'Money kept: collected − refunded',
  sold: 'Totals of confirmed orders (a COD order cancelled unpaid: only the meals kept)',
  collected: 'Online payments captured + COD cash collected',
  refunded: 'Money refunds the gateway has processed',
  creditsOutstanding: 'Meal credits customers hold now, in rupees',
  cashDue: 'COD cash owed and not yet collected',
} as const;

type Props = {
  /** Names the figures, as the section's heading. */
  title: string;
  figures: MoneyFigures | MonthMoney;
};

/**
 * Sold, collected, refunded and (for all time) credits outstanding and cash due: the books of
 * issue 14 point 7, on the dashboard and the Revenue page (decision 93).
 */
export function MoneyFiguresSection({ title, figures }: Props) {
  const id = `money-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const held = 'creditsOutstanding' in figures ? figures : null;
  return (
    <section className="money-figures" aria-labelledby={id}>
      <h2 className="admin-section-title" id={id}>
        {title}
      </h2>
      <dl className="stat-grid">
        <StatCard
          label="Sold"
          caption={MONEY_CAPTIONS.sold}
          icon={<ReceiptIcon size={22} />}
          value={formatRupees(figures.sold)}
        />
        <StatCard
          label="Collected"
          caption={MONEY_CAPTIONS.collected}
          icon={<ChartIcon size={22} />}
          value={
            <>
              {formatRupees(figures.collected)}
              <span className="stat-card__sub">
                {formatRupees(figures.collectedOnline)} online ·{' '}
                {formatRupees(figures.collectedCash)} cash
              </span>
            </>
          }
        />
        <StatCard
          label="Refunded"
          caption={MONEY_CAPTIONS.refunded}
          icon={<ReceiptIcon size={22} />}
          value={formatRupees(figures.refunded)}
        />
        {held ? (
          <>
            <StatCard
              label="Credits outstanding"
              caption={MONEY_CAPTIONS.creditsOutstanding}
              icon={<ReceiptIcon size={22} />}
              value={formatRupees(held.creditsOutstanding)}
            />
            <StatCard
              label="Cash to collect"
              caption={MONEY_CAPTIONS.cashDue}
              icon={<CashIcon size={22} />}
              value={
                <>
                  {formatRupees(held.cashDue)}
                  <Link className="stat-card__sub" to="/admin/cash-due">
                    Orders past their 3rd delivery
                  </Link>
                </>
              }
            />
          </>
        ) : null}
      </dl>
    </section>
  );
}
