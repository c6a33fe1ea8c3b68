import type { MealOption, PlanId } from '@fitthali/domain/plans';
import { MENU_LINKS } from '../../../content/menu-links';
import { LocaleLink } from '../../../i18n/locale-link';
import { useT } from '../../../i18n/messages';
import { LiveWeekMenu } from './live-week-menu';
import { WeekMenuList } from './week-menu-list';
import '../week-menu-list.css';

/**
 * A plan page's "This week's menu" (issue 26 point 7): the plan's published week for the meal
 * option chosen in the order form, and the way to the menu page with pictures.
 */
export function ThisWeeksMenu({ planId, mealOption }: { planId: PlanId; mealOption: MealOption }) {
  const t = useT('menus');
  const menuPath = MENU_LINKS.find((link) => link.planId === planId)?.path;
  return (
    <section className="section plan-week" aria-labelledby="this-weeks-menu">
      <div className="container">
        <h2 className="plan-week__title" id="this-weeks-menu">
          {t("This week's menu")}
        </h2>
        <LiveWeekMenu planId={planId} view="list">
          {(week) => <WeekMenuList week={week} mealOption={mealOption} t={t} />}
        </LiveWeekMenu>
        {menuPath ? (
          <LocaleLink to={menuPath} className="text-link">
            {t('See the week with pictures')}
          </LocaleLink>
        ) : null}
      </div>
    </section>
  );
}
