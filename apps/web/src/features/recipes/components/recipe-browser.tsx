import { useState } from 'react';
import { RECIPE_CATEGORIES, type Recipe, type RecipeCategory } from '../../../content/recipes';
import { useT } from '../../../i18n/messages';
import { FilterChips } from '../../content/components/filter-chips';
import { RecipeCard } from './recipe-card';

const FILTERS = ['All', ...RECIPE_CATEGORIES] as const;
type Filter = 'All' | RecipeCategory;

/**
 * SPEC §2.9: the recipe list with its category filter (All, High Protein, Veg, Low Calorie).
 * `recipes` are in the page's language.
 */
export function RecipeBrowser({ recipes }: { recipes: readonly Recipe[] }) {
  const t = useT('recipes');
  const [filter, setFilter] = useState<Filter>('All');
  const shown =
    filter === 'All' ? recipes : recipes.filter((recipe) => recipe.categories.includes(filter));
  return (
    <>
      <div className="browser-toolbar">
        <FilterChips
          label={t('Filter recipes by category')}
          options={FILTERS}
          optionLabel={t}
          value={filter}
          onChange={setFilter}
        />
        <p className="browser-toolbar__count" aria-live="polite">
          {shown.length === 1 ? t('1 recipe') : t('{count} recipes', { count: shown.length })}
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
