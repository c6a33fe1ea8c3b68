import type { Translate } from '@fitthali/domain/i18n/translator';
import type { MealOption } from '@fitthali/domain/plans';
import type { MenuDish, WeekMenu } from '@fitthali/domain/week-menu';
import { DishImage } from '../../../components/ui/dish-image';
import { translateParts } from '../../../i18n/translate-parts';
import { CHEFS_CHOICE } from './chefs-choice';

/** The picture of a day with nothing planned: the kitchen's own choice. */
const CHEFS_CHOICE_DISH = { name: CHEFS_CHOICE, photo: null, illustration: null };

/**
 * SPEC §2.14's week: one card per weekday, Monday to Sunday, with the lunch dish's picture, lunch,
 * dinner and each meal's calories (decision 177). Rendered by the server into the page and by the
 * browser from the same week, so nothing here may read the clock, the locale or the document: the
 * page's words come as `t` (the 'menus' catalogue in the page's language, issue 27), and the week
 * already names its days and dishes in that language.
 */
export function WeekMenuCards({
  week,
  mealOption,
  title,
  t,
}: {
  week: WeekMenu;
  mealOption: MealOption;
  title: string;
  t: Translate;
}) {
  const chefsChoice = t(CHEFS_CHOICE);
  return (
    <>
      <p className="menu-week">{translateParts(t, 'This week: {label}', { label: week.label })}</p>
      <ol
        className="menu-grid"
        aria-label={t('{title}, {option} menu', { title: t(title), option: t(mealOption) })}
      >
        {week.days[mealOption].map((day) => (
          <li key={day.date} className="menu-card">
            <DishImage
              dish={pictureOf(day.lunch, day.dinner, chefsChoice)}
              className="menu-card__image"
              sizes="(min-width: 600px) 320px, 104px"
            />
            <div className="menu-card__body">
              <h3 className="menu-card__day">
                <span className="food-mark" aria-hidden="true" />
                {day.day}
              </h3>
              <dl className="menu-card__meals">
                <div>
                  <dt>{t('Lunch')}</dt>
                  <dd>{day.lunch?.name ?? chefsChoice}</dd>
                </div>
                <div>
                  <dt>{t('Dinner')}</dt>
                  <dd>{day.dinner?.name ?? chefsChoice}</dd>
                </div>
              </dl>
              <MealCalories lunch={day.lunch} dinner={day.dinner} t={t} />
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}

function pictureOf(lunch: MenuDish | null, dinner: MenuDish | null, chefsChoice: string) {
  return lunch ?? dinner ?? { ...CHEFS_CHOICE_DISH, name: chefsChoice };
}

/**
 * "Calories: 640 kcal lunch · 655 kcal dinner": each meal's own figure, because customers take
 * lunch, dinner or both (decision 177). A meal without a figure is left out; neither, no line.
 */
function MealCalories({
  lunch,
  dinner,
  t,
}: {
  lunch: MenuDish | null;
  dinner: MenuDish | null;
  t: Translate;
}) {
  const figures: [number, string][] = [];
  if (typeof lunch?.calories === 'number') figures.push([lunch.calories, 'lunch']);
  if (typeof dinner?.calories === 'number') figures.push([dinner.calories, 'dinner']);
  if (figures.length === 0) return null;
  return (
    <p className="menu-card__figure">
      {t('Calories:')}{' '}
      {figures.map(([kcal, meal], i) => (
        <span key={meal}>
          {i > 0 ? ' · ' : null}
          {translateParts(t, '{kcal} kcal {meal}', {
            kcal: <strong>{kcal}</strong>,
            meal: t(meal),
          })}
        </span>
      ))}
    </p>
  );
}
