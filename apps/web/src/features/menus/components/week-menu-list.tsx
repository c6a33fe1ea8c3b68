import type { MealOption } from '@fitthali/domain/plans';
import type { MenuDish, WeekMenu } from '@fitthali/domain/week-menu';
import { CHEFS_CHOICE } from './chefs-choice';

/**
 * A plan page's "This week's menu": each weekday's lunch and dinner with their calories, in a
 * list light enough for the plan page's budget (no pictures; the menu page has them). Rendered by
 * the server into the page and by the browser from the same week (decision 176), so nothing here
 * may read the clock, the locale or the document.
 */
export function WeekMenuList({ week, mealOption }: { week: WeekMenu; mealOption: MealOption }) {
  return (
    <>
      <p className="week-menu__dates">
        {mealOption} menu, {week.label}
      </p>
      <ol className="week-menu">
        {week.days[mealOption].map((day) => (
          <li key={day.date} className="week-menu__day">
            <h3 className="week-menu__name">{day.day}</h3>
            <dl className="week-menu__meals">
              <Meal label="Lunch" dish={day.lunch} />
              <Meal label="Dinner" dish={day.dinner} />
            </dl>
          </li>
        ))}
      </ol>
    </>
  );
}

function Meal({ label, dish }: { label: string; dish: MenuDish | null }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        {dish?.name ?? CHEFS_CHOICE}
        {typeof dish?.calories === 'number' ? (
          <span className="week-menu__kcal"> · {dish.calories} kcal</span>
        ) : null}
      </dd>
    </div>
  );
}
