import { TableHead } from '../../../components/ui/table-head';
import type { KitchenSheet } from '../api/types';
import { TableScroll } from './table-scroll';

const MEAL_OPTIONS = ['Veg', 'Non-Veg'] as const;

/** Plan × meal option counts, with totals per plan, per option and overall. */
export function KitchenMeals({ sheet }: { sheet: KitchenSheet }) {
  const plans = [...new Set(sheet.meals.map((meal) => meal.plan))];
  const countOf = (plan: string, option: string) =>
    sheet.meals.find((meal) => meal.plan === plan && meal.mealOption === option)?.count ?? 0;
  const optionTotal = (option: string) =>
    sheet.meals.filter((meal) => meal.mealOption === option).reduce((n, m) => n + m.count, 0);

  if (plans.length === 0) {
    return <p className="kitchen-empty">Nothing to cook for this slot.</p>;
  }
  return (
    <TableScroll label="Meals to cook">
      <table className="admin-table kitchen-meals">
        <TableHead
          columns={[
            'Plan',
            ...[...MEAL_OPTIONS, 'Total'].map((label) => ({
              label,
              className: 'admin-table__num',
            })),
          ]}
        />
        <tbody>
          {plans.map((plan) => (
            <tr key={plan}>
              <th scope="row">{plan}</th>
              {MEAL_OPTIONS.map((option) => (
                <td key={option} className="admin-table__num">
                  {countOf(plan, option) || '–'}
                </td>
              ))}
              <td className="admin-table__num admin-table__strong">
                {MEAL_OPTIONS.reduce((n, option) => n + countOf(plan, option), 0)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">All plans</th>
            {MEAL_OPTIONS.map((option) => (
              <td key={option} className="admin-table__num">
                {optionTotal(option)}
              </td>
            ))}
            <td className="admin-table__num">{sheet.totalMeals}</td>
          </tr>
        </tfoot>
      </table>
    </TableScroll>
  );
}

/** Where each meal goes, in delivery (PIN) order, with a map link for the rider. */
export function KitchenDeliveries({ sheet }: { sheet: KitchenSheet }) {
  if (sheet.deliveries.length === 0) {
    return <p className="kitchen-empty">No deliveries for this slot.</p>;
  }
  return (
    <TableScroll label="Deliveries">
      <table className="admin-table kitchen-deliveries">
        <TableHead columns={['#', 'Customer', 'Phone', 'Address', 'Plan', 'Meal']} />
        <tbody>
          {sheet.deliveries.map((delivery, index) => (
            <tr key={delivery.subscriptionId}>
              <td>{index + 1}</td>
              <th scope="row">{delivery.customer}</th>
              <td>
                {/^\+?\d[\d\s-]{5,}$/.test(delivery.phone) ? (
                  <a href={`tel:${delivery.phone.replace(/[\s-]/g, '')}`}>{delivery.phone}</a>
                ) : (
                  delivery.phone
                )}
              </td>
              <td className="kitchen-address">
                <span className="kitchen-address__text">{delivery.fullAddress}</span>
                <a
                  className="kitchen-map"
                  href={delivery.mapsUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  Map
                  <span className="visually-hidden">
                    {' '}
                    for {delivery.customer} (opens in a new tab)
                  </span>
                </a>
              </td>
              <td>{delivery.plan}</td>
              <td>
                <span
                  className={`meal-dot ${delivery.mealOption === 'Non-Veg' ? 'meal-dot--nonveg' : 'meal-dot--veg'}`}
                  aria-hidden="true"
                />
                {delivery.mealOption}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
