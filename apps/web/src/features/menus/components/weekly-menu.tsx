import { useState } from 'react';
import { MENU_TYPES, type MenuType, type WeeklyMenu } from '../../../content/weekly-menus';
import { useT } from '../../../i18n/messages';
import { translateParts } from '../../../i18n/translate-parts';
import { LiveWeekMenu } from './live-week-menu';
import { WeekMenuCards } from './week-menu-cards';

/**
 * SPEC §2.14: a Veg/Non-Veg toggle (Veg first) over one card per weekday, Monday to Sunday, with
 * image, lunch, dinner and each meal's calories (SPEC says "Protein … Kcal"; decisions 51 and
 * 177). Veg is green, Non-Veg red. The week is the operator's published menu (decision 176).
 */
export function WeeklyMenuView({ menu }: { menu: WeeklyMenu }) {
  const t = useT('menus');
  const [type, setType] = useState<MenuType>('Veg');
  const tone = type === 'Veg' ? 'veg' : 'nonveg';
  return (
    <div className={`weekly-menu weekly-menu--${tone}`}>
      <div className="menu-toggle-bar">
        <fieldset className="menu-type-toggle">
          <legend className="visually-hidden">{t('Meal type')}</legend>
          {MENU_TYPES.map((option) => (
            <button
              key={option}
              type="button"
              className={`menu-type-toggle__option menu-type-toggle__option--${option === 'Veg' ? 'veg' : 'nonveg'}`}
              aria-pressed={option === type}
              onClick={() => setType(option)}
            >
              <span className="food-mark" aria-hidden="true" />
              {t(option)}
            </button>
          ))}
        </fieldset>
        <p className="menu-toggle-bar__note" aria-live="polite">
          {translateParts(t, 'Showing the {option} menu, Monday to Sunday', { option: t(type) })}
        </p>
      </div>
      <LiveWeekMenu planId={menu.planId} view="cards">
        {(week) => <WeekMenuCards week={week} mealOption={type} title={menu.title} t={t} />}
      </LiveWeekMenu>
    </div>
  );
}
