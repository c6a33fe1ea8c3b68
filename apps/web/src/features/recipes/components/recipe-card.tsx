import type { Recipe } from '../../../content/recipes';
import { LocaleLink } from '../../../i18n/locale-link';
import { useT } from '../../../i18n/messages';
import { ContentImage } from '../../content/components/content-image';
import { RecipeMacros, RecipeTags } from './recipe-parts';

export function RecipeCard({ recipe }: { recipe: Recipe }) {
  const t = useT('recipes');
  return (
    <article className="recipe-card card-lift">
      <ContentImage image={recipe.img} className="recipe-card__image" alt="" />
      <div className="recipe-card__body">
        <RecipeTags recipe={recipe} />
        <h2 className="recipe-card__title">
          {/* The whole card is clickable through this link's stretched area. */}
          <LocaleLink to={`/recipes/${recipe.id}`} className="stretched-link">
            {recipe.title}
          </LocaleLink>
        </h2>
        <p className="recipe-card__desc">{recipe.desc}</p>
        <RecipeMacros
          recipe={recipe}
          layout="row"
          label={t('Nutrition per serving of {title}', { title: recipe.title })}
        />
      </div>
    </article>
  );
}
