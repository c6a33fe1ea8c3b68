import { Link } from 'react-router';
import { PageHero } from '../../components/ui/page-hero';
import { RecipeBrowser } from '../../features/recipes/components/recipe-browser';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/recipes';
import '../../features/content/content.css';
import '../../features/recipes/recipes.css';

export const meta: Route.MetaFunction = () =>
  pageMeta(
    'Recipes',
    'Healthy Indian recipes from the FitThali kitchen: high-protein bowls, light soups and veg favourites with calories and macros.',
  );

export default function Recipes() {
  return (
    <>
      <PageHero
        title="Healthy Recipes"
        eyebrow="From our kitchen"
        actions={
          <Link to="/meal-plan" className="btn btn--primary">
            Refer My Meal Plan
          </Link>
        }
      >
        <p>
          Simple, wholesome dishes our chefs love, with the calories and macros of every serving.
          Cook them at home, or let us cook for you every day.
        </p>
      </PageHero>
      <section className="section section--tight" aria-label="Recipe list">
        <div className="container">
          <RecipeBrowser />
        </div>
      </section>
    </>
  );
}
