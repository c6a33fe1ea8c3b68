import type { Translate } from '@fitthali/domain/i18n/translator';
import type { MealOption } from '@fitthali/domain/plans';
import type { MenuDish, WeekMenu } from '@fitthali/domain/week-menu';
import { translateParts } from '../../../i18n/translate-parts';
import { CHEFS_CHOICE } from './chefs-choice';

/**
 * A plan page's "This week's menu": each weekday's lunch and dinner with their calories, in a
 * list light enough for the plan page's budget (no pictures; the menu page has them). Rendered by
 * the server into the page and by the browser from the same week (decision 176), so nothing here
 * may read the clock, the locale or the document: the page's words come as `t` (issue 27).
 */
export function WeekMenuList({
  week,
  mealOption,
  t,
}: {
  week: WeekMenu;
  mealOption: MealOption;
  t: Translate;
}) {
  return (
    <>
      <p className="week-menu__dates">
        {translateParts(t, '{option} menu, {label}', {
          option: t(mealOption),
          label: week.label,
        })}
      </p>
      <ol className="week-menu">
        {week.days[mealOption].map((day) => (
          <li key={day.date} className="week-menu__day">
            <h3 className="week-menu__name">{day.day}</h3>
            <dl className="week-menu__meals">
              <Meal label={t('Lunch')} dish={day.lunch} t={t} />
              <Meal label={t('Dinner')} dish={day.dinner} t={t} />
            </dl>
          </li>
        ))}
      </ol>
    </>
  );
}

function Meal({ label, dish, t }: { label: string; dish: MenuDish | null; t: Translate }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        {dish?.name ?? t(CHEFS_CHOICE)}
        {typeof dish?.calories === 'number' ? (
          <span className="week-menu__kcal">
            {translateParts(t, ' · {kcal} kcal', { kcal: dish.calories })}
          </span>
        ) : null}
      </dd>
    </div>
  );
}
