import { CompareAllPlansLink } from '../../../components/ui/plan-links';
import { MENU_LINKS } from '../../../content/menu-links';
import type { WeeklyMenu } from '../../../content/weekly-menus';
import { LocaleLink } from '../../../i18n/locale-link';
import { useT } from '../../../i18n/messages';
import { WeeklyMenuView } from './weekly-menu';

type MenuPageProps = {
  menu: WeeklyMenu;
  /** The page's h1: the menu's own title, or 'My Meal Plans' on the hub. */
  heading: string;
  eyebrow?: string;
};

/**
 * One weekly menu page: heading, the switcher between the five menus, the week, a way to subscribe;
 * in Odia on its `/or/` twin (issue 27), links staying in the page's language.
 */
export function MenuPage({ menu, heading, eyebrow = 'Weekly menu' }: MenuPageProps) {
  const t = useT('menus');
  return (
    <>
      <section className="page-hero menu-hero">
        <div className="container page-hero__inner">
          <p className="eyebrow">{t(eyebrow)}</p>
          <h1 className="page-hero__title">{t(heading)}</h1>
          <div className="page-hero__lead">
            <p>{t(menu.intro)}</p>
          </div>
          <div className="page-hero__actions">
            <LocaleLink to={menu.planPath} className="btn btn--primary">
              {t('Subscribe to this plan')}
            </LocaleLink>
            <CompareAllPlansLink />
          </div>
        </div>
      </section>
      <div className="section section--tight">
        <div className="container">
          <nav className="menu-switcher" aria-label={t('Weekly menus')}>
            <ul className="menu-switcher__list">
              {MENU_LINKS.map((link) => (
                <li key={link.planId}>
                  <LocaleLink
                    to={link.path}
                    className="menu-switcher__link"
                    aria-current={link.planId === menu.planId ? 'page' : undefined}
                  >
                    {t(link.label)}
                  </LocaleLink>
                </li>
              ))}
            </ul>
          </nav>
          {heading !== menu.title ? <h2 className="menu-title">{t(menu.title)}</h2> : null}
          <WeeklyMenuView menu={menu} />
          <p className="menu-footnote">
            {t(
              'Menus rotate every week and may change with the season. Tell our nutritionist about allergies during your free 30-minute consultation.',
            )}
          </p>
        </div>
      </div>
    </>
  );
}
