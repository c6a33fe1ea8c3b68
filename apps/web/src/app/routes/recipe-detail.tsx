import { NotFoundHero } from '../../components/ui/not-found-hero';
import { findRecipe } from '../../content/recipes';
import { RecipeView } from '../../features/recipes/components/recipe-view';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/recipe-detail';
import '../../features/content/content.css';
import '../../features/recipes/recipes.css';

export const meta: Route.MetaFunction = ({ params }) => {
  const recipe = findRecipe(params.id);
  return recipe
    ? pageMeta(
        `${recipe.title} Recipe`,
        `${recipe.desc} ${recipe.calories} kcal, ${recipe.protein} g protein per serving.`,
      )
    : pageMeta('Recipe Not Found', 'This recipe is not in the FitThali kitchen.');
};

export default function RecipeDetail({ params }: Route.ComponentProps) {
  const recipe = findRecipe(params.id);
  if (!recipe) {
    return (
      <NotFoundHero title="Recipe Not Found" back={{ to: '/recipes', label: 'Back to Recipes' }}>
        <p>We could not find that recipe. It may have been renamed or removed.</p>
      </NotFoundHero>
    );
  }
  return <RecipeView recipe={recipe} />;
}
