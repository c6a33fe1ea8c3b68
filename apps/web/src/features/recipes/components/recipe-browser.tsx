import { useState } from 'react';
import { RECIPE_CATEGORIES, RECIPES, type RecipeCategory } from '../../../content/recipes';
import { FilterChips } from '../../content/components/filter-chips';
import { RecipeCard } from './recipe-card';

const FILTERS = ['All', ...RECIPE_CATEGORIES] as const;
type Filter = 'All' | RecipeCategory;

/** SPEC §2.9: the recipe list with its category filter (All, High Protein, Veg, Low Calorie). */
export function RecipeBrowser() {
  const [filter, setFilter] = useState<Filter>('All');
  const shown =
    filter === 'All' ? RECIPES : RECIPES.filter((recipe) => recipe.categories.includes(filter));
  return (
    <>
      <div className="browser-toolbar">
        <FilterChips
          label="Filter recipes by category"
          options={FILTERS}
          value={filter}
          onChange={setFilter}
        />
        <p className="browser-toolbar__count" aria-live="polite">
          {shown.length} {shown.length === 1 ? 'recipe' : 'recipes'}
        </p>
      </div>
      <ul className="recipe-grid">
        {shown.map((recipe) => (
          <li key={recipe.id}>
            <RecipeCard recipe={recipe} />
          </li>
        ))}
      </ul>
    </>
  );
}
