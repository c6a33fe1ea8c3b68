import { DIET_LABELS, type Diet } from '@fitthali/domain/dishes';
import { TableHead } from '../../../components/ui/table-head';
import type { KitchenSheet } from '../api/types';
import { TableScroll } from './table-scroll';

const DOT: Record<Diet, string> = {
  veg: 'meal-dot--veg',
  egg: 'meal-dot--egg',
  'non-veg': 'meal-dot--nonveg',
};

/** A dish's diet as the mark on a pack and its word, so colour is never the only sign. */
export function DietMark({ diet }: { diet: Diet | null }) {
  if (diet === null) return null;
  return (
    <span className="kitchen-diet">
      <span className={`meal-dot ${DOT[diet]}`} aria-hidden="true" />
      {DIET_LABELS[diet]}
    </span>
  );
}

/**
 * The meals to cook by dish (issue 26 point 6): each dish with its diet and count, the meals with
 * no menu last, the totals per diet, and how many meals hold what their customer avoids.
 */
export function KitchenDishes({ sheet }: { sheet: KitchenSheet }) {
  if (sheet.dishes.length === 0) {
    return <p className="kitchen-empty">No dishes to cook for this slot.</p>;
  }
  return (
    <>
      {sheet.conflicts > 0 ? (
        <p className="kitchen-conflicts">
          <strong>
            {sheet.conflicts} meal{sheet.conflicts === 1 ? ' holds' : 's hold'} what the customer
            avoids.
          </strong>{' '}
          No alternative fitted: check the flags on the run sheet and the labels before packing.
        </p>
      ) : null}
      <TableScroll label="Dishes to cook">
        <table className="admin-table kitchen-meals kitchen-dishes">
          <TableHead
            columns={[
              'Dish',
              { label: 'Meals', className: 'admin-table__num' },
              { label: 'Flagged', className: 'admin-table__num' },
            ]}
          />
          <tbody>
            {sheet.dishes.map((dish) => (
              <tr key={dish.dishId ?? 'no-menu'}>
                <th scope="row">
                  <span className="kitchen-dishes__name">{dish.name}</span>{' '}
                  <DietMark diet={dish.diet} />
                </th>
                <td className="admin-table__num admin-table__strong">{dish.count}</td>
                <td
                  className={`admin-table__num${dish.conflicts > 0 ? ' kitchen-dishes__flagged' : ''}`}
                >
                  {dish.conflicts || '–'}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {sheet.diets
              .filter((diet) => diet.count > 0)
              .map((diet) => (
                <tr key={diet.diet}>
                  <th scope="row">All {DIET_LABELS[diet.diet]}</th>
                  <td className="admin-table__num">{diet.count}</td>
                  <td className="admin-table__num" />
                </tr>
              ))}
            <tr>
              <th scope="row">All dishes</th>
              <td className="admin-table__num">
                {sheet.dishes.reduce((n, dish) => n + dish.count, 0)}
              </td>
              <td className="admin-table__num">{sheet.conflicts || '–'}</td>
            </tr>
          </tfoot>
        </table>
      </TableScroll>
    </>
  );
}
