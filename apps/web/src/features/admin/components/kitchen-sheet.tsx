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
