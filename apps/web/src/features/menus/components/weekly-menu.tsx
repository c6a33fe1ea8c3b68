import { useState } from 'react';
import { MENU_TYPES, type MenuType, type WeeklyMenu } from '../../../content/weekly-menus';
import { ContentImage } from '../../content/components/content-image';

/**
 * SPEC §2.14: a Veg/Non-Veg toggle (Veg first) over one card per weekday, Monday to Sunday, with
 * image, lunch, dinner and the meal's calories (SPEC says "Protein … Kcal"; decision 51). Veg is
 * green, Non-Veg red.
 */
export function WeeklyMenuView({ menu }: { menu: WeeklyMenu }) {
  const [type, setType] = useState<MenuType>('Veg');
  const entries = menu.menus[type];
  const tone = type === 'Veg' ? 'veg' : 'nonveg';
  return (
    <div className={`weekly-menu weekly-menu--${tone}`}>
      <div className="menu-toggle-bar">
        <fieldset className="menu-type-toggle">
          <legend className="visually-hidden">Meal type</legend>
          {MENU_TYPES.map((option) => (
            <button
              key={option}
              type="button"
              className={`menu-type-toggle__option menu-type-toggle__option--${option === 'Veg' ? 'veg' : 'nonveg'}`}
              aria-pressed={option === type}
              onClick={() => setType(option)}
            >
              <span className="food-mark" aria-hidden="true" />
              {option}
            </button>
          ))}
        </fieldset>
        <p className="menu-toggle-bar__note" aria-live="polite">
          Showing the {type} menu, Monday to Sunday
        </p>
      </div>
      <ol className="menu-grid" aria-label={`${menu.title}, ${type} menu`}>
        {entries.map((entry) => (
          <li key={entry.day} className="menu-card">
            <ContentImage image={entry.image} className="menu-card__image" />
            <div className="menu-card__body">
              <h3 className="menu-card__day">
                <span className="food-mark" aria-hidden="true" />
                {entry.day}
              </h3>
              <dl className="menu-card__meals">
                <div>
                  <dt>Lunch</dt>
                  <dd>{entry.lunch}</dd>
                </div>
                <div>
                  <dt>Dinner</dt>
                  <dd>{entry.dinner}</dd>
                </div>
              </dl>
              <p className="menu-card__figure">
                Calories: <strong>{entry.kcal}</strong> kcal
              </p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
