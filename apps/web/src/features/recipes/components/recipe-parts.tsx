import type { Recipe } from '../../../content/recipes';
import { useT } from '../../../i18n/messages';

/** A recipe's category badges, on its card and its page alike. */
export function RecipeTags({ recipe }: { recipe: Recipe }) {
  const t = useT('recipes');
  return (
    <ul className="recipe-card__tags" aria-label={t('Categories')}>
      {recipe.categories.map((category) => (
        <li key={category} className={`badge badge--${category.toLowerCase().replace(' ', '-')}`}>
          {t(category)}
        </li>
      ))}
    </ul>
  );
}

/** Calories and macros per serving, as a row on the card and a grid on the recipe page. */
export function RecipeMacros({
  recipe,
  layout,
  label,
}: {
  recipe: Recipe;
  layout: 'row' | 'grid';
  label?: string;
}) {
  const t = useT('recipes');
  const rows: [string, string][] = [
    [t('Calories'), t('{kcal} kcal', { kcal: recipe.calories })],
    [t('Protein'), t('{grams} g', { grams: recipe.protein })],
    [t('Carbs'), t('{grams} g', { grams: recipe.carbs })],
    [t('Fats'), t('{grams} g', { grams: recipe.fats })],
  ];
  return (
    <dl className={`macro-${layout}`} aria-label={label}>
      {rows.map(([term, value], index) => (
        // The card's row sets calories apart; the page's grid shows all four alike.
        <div key={term} className={layout === 'row' && index === 0 ? 'macro-row__kcal' : undefined}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
