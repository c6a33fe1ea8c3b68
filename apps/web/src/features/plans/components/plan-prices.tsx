import { DURATIONS, type DurationDays } from '@fitthali/domain/durations';
import type { Translate } from '@fitthali/domain/i18n/translator';
import { PLANS, type PlanId } from '@fitthali/domain/plans';
import { formatRupees } from '@fitthali/domain/rupees';
import { TableHead } from '../../../components/ui/table-head';
import { PLAN_TITLES } from '../../../content/plan-titles';
import { LocaleLink as Link } from '../../../i18n/locale-link';
import { useT } from '../../../i18n/messages';

type Props = {
  /** The per-meal prices of a plan and duration (live catalogue, else the spec's table). */
  priceOf: (planId: PlanId, days: DurationDays) => { veg: number; nonVeg: number };
};

function durationName(t: Translate, days: DurationDays): string {
  return days === 3 ? t('{days} days (trial)', { days }) : t('{days} days', { days });
}

/**
 * SPEC §9's price table. Wide screens get one table, plans by durations; a phone cannot show five
 * price columns, so below 720 px each plan gets a small table of its own (durations by Veg and
 * Non-Veg) and the wide one is hidden. Both are real tables with headers for screen readers.
 */
export function PlanPrices({ priceOf }: Props) {
  const t = useT('meal-plan');
  // The plans' titles as their cards say them (the page shows the cards above the table).
  const cards = useT('plan-cards');
  return (
    <>
      <div className="price-table-wide">
        <table className="price-table">
          <caption className="visually-hidden">
            {t('Price per meal in rupees by plan and duration, Veg and Non-Veg')}
          </caption>
          <TableHead columns={[t('Plan'), ...DURATIONS.map((days) => durationName(t, days))]} />
          <tbody>
            {PLANS.map((plan) => (
              <tr key={plan.id}>
                <th scope="row">
                  <Link to={plan.path}>{cards(PLAN_TITLES[plan.id])}</Link>
                </th>
                {DURATIONS.map((days) => (
                  <td key={days}>
                    {formatRupees(priceOf(plan.id, days).veg)} /{' '}
                    {formatRupees(priceOf(plan.id, days).nonVeg)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="price-cards">
        {PLANS.map((plan) => (
          <li key={plan.id} className="price-card">
            <table className="price-card__table">
              <caption className="price-card__title">
                <Link to={plan.path} className="price-card__link">
                  {cards(PLAN_TITLES[plan.id])}
                </Link>
              </caption>
              <TableHead columns={[t('Duration'), t('Veg'), t('Non-Veg')]} />
              <tbody>
                {DURATIONS.map((days) => (
                  <tr key={days}>
                    <th scope="row">{durationName(t, days)}</th>
                    <td>{formatRupees(priceOf(plan.id, days).veg)}</td>
                    <td>{formatRupees(priceOf(plan.id, days).nonVeg)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </li>
        ))}
      </ul>
    </>
  );
}
