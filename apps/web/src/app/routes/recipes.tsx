import { localeOfPath } from '@fitthali/domain/i18n/locales';
import { PageHero } from '../../components/ui/page-hero';
import { RECIPES, type Recipe } from '../../content/recipes';
import { RecipeBrowser } from '../../features/recipes/components/recipe-browser';
import { LocaleLink } from '../../i18n/locale-link';
import { translatorFor, useT } from '../../i18n/messages';
import { useContentWords, useOdiaTwin } from '../../i18n/odia-twin';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/recipes';
import '../../features/content/content.css';
import '../../features/recipes/recipes.css';

export const meta: Route.MetaFunction = ({ location }) => {
  const t = translatorFor(localeOfPath(location.pathname), 'recipes');
  return pageMeta(
    t('Recipes'),
    t(
      'Healthy Indian recipes from the FitThali kitchen: high-protein bowls, light soups and veg favourites with calories and macros.',
    ),
  );
};

export default function Recipes() {
  useContentWords('recipes');
  const t = useT('recipes');
  const recipes = useOdiaTwin<readonly Recipe[]>('recipes') ?? RECIPES;
  return (
    <>
      <PageHero
        title={t('Healthy Recipes')}
        eyebrow={t('From our kitchen')}
        actions={
          <LocaleLink to="/meal-plan" className="btn btn--primary">
            {t('Refer My Meal Plan')}
          </LocaleLink>
        }
      >
        <p>
          {t(
            'Simple, wholesome dishes our chefs love, with the calories and macros of every serving. Cook them at home, or let us cook for you every day.',
          )}
        </p>
      </PageHero>
      <section className="section section--tight" aria-label={t('Recipe list')}>
        <div className="container">
          <RecipeBrowser recipes={recipes} />
        </div>
      </section>
    </>
  );
}
