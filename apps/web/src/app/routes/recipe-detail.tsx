import { localeOfPath } from '@fitthali/domain/i18n/locales';
import { NotFoundHero } from '../../components/ui/not-found-hero';
import { findRecipe, type Recipe } from '../../content/recipes';
import { RecipeView } from '../../features/recipes/components/recipe-view';
import { translatorFor, useT } from '../../i18n/messages';
import { contentAt, useContentWords, useOdiaTwin } from '../../i18n/odia-twin';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/recipe-detail';
import '../../features/content/content.css';
import '../../features/recipes/recipes.css';

export const meta: Route.MetaFunction = ({ params, location }) => {
  const t = translatorFor(localeOfPath(location.pathname), 'recipes');
  const english = findRecipe(params.id);
  const recipe = english && contentAt(location.pathname, `recipes/${english.id}`, english);
  return recipe
    ? pageMeta(
        t('{title} Recipe', { title: recipe.title }),
        t('{desc} {calories} kcal, {protein} g protein per serving.', {
          desc: recipe.desc,
          calories: recipe.calories,
          protein: recipe.protein,
        }),
      )
    : pageMeta(t('Recipe Not Found'), t('This recipe is not in the FitThali kitchen.'));
};

export default function RecipeDetail({ params }: Route.ComponentProps) {
  useContentWords('recipes');
  const t = useT('recipes');
  const english = findRecipe(params.id);
  const recipe = useOdiaTwin<Recipe>(english && `recipes/${english.id}`) ?? english;
  if (!recipe) {
    return (
      <NotFoundHero
        title={t('Recipe Not Found')}
        back={{ to: '/recipes', label: t('Back to Recipes') }}
      >
        <p>{t('We could not find that recipe. It may have been renamed or removed.')}</p>
      </NotFoundHero>
    );
  }
  return <RecipeView recipe={recipe} />;
}
