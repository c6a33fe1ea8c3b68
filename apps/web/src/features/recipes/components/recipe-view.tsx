import { Breadcrumb } from '../../../components/ui/breadcrumb';
import { UsersIcon } from '../../../components/ui/page-icons';
import type { Recipe } from '../../../content/recipes';
import { LocaleLink } from '../../../i18n/locale-link';
import { useT } from '../../../i18n/messages';
import { ClockIcon } from '../../content/components/content-icons';
import { ContentImage } from '../../content/components/content-image';
import { RecipeMacros, RecipeTags } from './recipe-parts';

/** /recipes/{id}: the recipe with its nutrition, ingredients and method. */
export function RecipeView({ recipe }: { recipe: Recipe }) {
  const t = useT('recipes');
  return (
    <article className="recipe">
      <header className="title-band">
        <div className="container recipe__header-inner">
          <div className="recipe__intro">
            <Breadcrumb
              parent={{ to: '/recipes', label: t('Recipes') }}
              current={recipe.title}
              label={t('Breadcrumb')}
            />
            <RecipeTags recipe={recipe} />
            <h1 className="recipe__title">{recipe.title}</h1>
            <p className="lead">{recipe.desc}</p>
            <ul className="recipe__facts">
              <li>
                <ClockIcon size={20} /> {t('{minutes} minutes', { minutes: recipe.time })}
              </li>
              <li>
                <UsersIcon size={20} /> {t('Serves {count}', { count: recipe.serves })}
              </li>
            </ul>
          </div>
          <ContentImage image={recipe.img} className="recipe__image" priority />
        </div>
      </header>

      <div className="section section--tight">
        <div className="container columns recipe__layout">
          <section aria-labelledby="recipe-nutrition" className="recipe__nutrition columns__side">
            <h2 id="recipe-nutrition">{t('Nutrition per serving')}</h2>
            <RecipeMacros recipe={recipe} layout="grid" />
            <div className="recipe__cta">
              <p>
                {t('Rather have it cooked for you? Our plans deliver meals like this every day.')}
              </p>
              <LocaleLink to="/meal-plan" className="btn btn--primary">
                {t('Refer My Meal Plan')}
              </LocaleLink>
            </div>
          </section>
          <div className="recipe__method">
            <section aria-labelledby="recipe-ingredients">
              <h2 id="recipe-ingredients">{t('Ingredients')}</h2>
              <ul className="bullet-list">
                {recipe.ingredients.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="recipe-steps">
              <h2 id="recipe-steps">{t('Method')}</h2>
              <ol className="recipe__steps">
                {recipe.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </section>
            <p>
              <LocaleLink to="/recipes" className="text-link">
                {t('← Back to Recipes')}
              </LocaleLink>
            </p>
          </div>
        </div>
      </div>
    </article>
  );
}
