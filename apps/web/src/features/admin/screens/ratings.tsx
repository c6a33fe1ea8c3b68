import { formatIndiaDate } from '@fitthali/domain/india-format';
import { LOWEST_RATED_DAYS, starsLabel } from '@fitthali/domain/meal-ratings';
import type { ClientLoaderFunctionArgs } from 'react-router';
import { AdminPage } from '../../../components/ui/admin-page';
import { type DishRatingTotal, getDishRatings } from '../api/dish-ratings';
import { AdminRouteError } from '../components/admin-route-error';
import { adminLoad } from '../lib/admin-load';
import type { ScreenProps } from '../lib/admin-screen';
import '../admin-ratings.css';

const INTRO = 'What customers think of each dish: stars from 1 to 5 and their latest comments.';

export function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return adminLoad('dish ratings', () => getDishRatings(request.signal));
}

export function ErrorBoundary() {
  return (
    <AdminPage title="Ratings" intro={INTRO}>
      <AdminRouteError what="the ratings" />
    </AdminPage>
  );
}

function Figures({ dish }: { dish: DishRatingTotal }) {
  return (
    <span className="dish-ratings__figures">
      <span className="dish-ratings__average">{dish.average.toFixed(1)}</span> of 5 ·{' '}
      {dish.count === 1 ? '1 rating' : `${dish.count} ratings`}
    </span>
  );
}

/** Each rated dish's average, count and latest comments, and the lowest rated of late (issue 26). */
export default function AdminRatings({ loaderData: data }: ScreenProps<typeof clientLoader>) {
  return (
    <AdminPage title="Ratings" intro={INTRO}>
      <section className="admin-card dish-ratings" aria-labelledby="lowest-rated">
        <h2 id="lowest-rated" className="dish-ratings__title">
          Rated lowest in the last {LOWEST_RATED_DAYS} days
        </h2>
        {data.lowest.length === 0 ? (
          <p className="dish-ratings__empty">No ratings in the last {LOWEST_RATED_DAYS} days.</p>
        ) : (
          <ol className="dish-ratings__lowest">
            {data.lowest.map((dish) => (
              <li key={dish.dishId}>
                <strong>{dish.name}</strong> <Figures dish={dish} />
              </li>
            ))}
          </ol>
        )}
      </section>
      <section className="admin-card dish-ratings" aria-labelledby="all-rated">
        <h2 id="all-rated" className="dish-ratings__title">
          All rated dishes
        </h2>
        {data.dishes.length === 0 ? (
          <p className="dish-ratings__empty">No meal has been rated yet.</p>
        ) : (
          <ul className="dish-ratings__dishes">
            {data.dishes.map((dish) => (
              <li key={dish.dishId} className="dish-ratings__dish">
                <h3 className="dish-ratings__name">{dish.name}</h3>
                <Figures dish={dish} />
                {dish.recent.length > 0 ? (
                  <ul className="dish-ratings__comments" aria-label={`Comments on ${dish.name}`}>
                    {dish.recent.map((said) => (
                      <li key={`${said.date}-${said.firstName}-${said.comment}`}>
                        <p className="dish-ratings__comment">“{said.comment}”</p>
                        <p className="dish-ratings__who">
                          {starsLabel(said.stars)} · {said.firstName ?? 'A former customer'} ·{' '}
                          {formatIndiaDate(said.date)}
                        </p>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </AdminPage>
  );
}
