import { useId, useState } from 'react';
import { type ClientLoaderFunctionArgs, useRevalidator } from 'react-router';
import { AdminPage } from '../../../components/ui/admin-page';
import { PlusIcon } from '../../../components/ui/page-icons';
import type { AdminDish } from '../api/dish-types';
import { listDishes } from '../api/list-dishes';
import { AdminRouteError } from '../components/admin-route-error';
import { DishCard } from '../components/dish-card';
import { DishForm } from '../components/dish-form';
import { adminLoad } from '../lib/admin-load';
import type { ScreenProps } from '../lib/admin-screen';
import { matchingDishes } from '../lib/dish-form-values';

const INTRO =
  'The dishes menus are planned from. A dish is never deleted: retire it, and past meals keep its name and nutrition. An unavailable dish stays on the menus already planned but cannot be put on new ones.';

export function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return adminLoad('admin dishes', () => listDishes(request.signal));
}

export function ErrorBoundary() {
  return (
    <AdminPage title="Dishes" intro={INTRO}>
      <AdminRouteError what="dishes" />
    </AdminPage>
  );
}

/** The form is open on a new dish (null) or on one dish; closed is undefined. */
type Editing = AdminDish | null | undefined;

export default function AdminDishes({ loaderData }: ScreenProps<typeof clientLoader>) {
  const { revalidate } = useRevalidator();
  // A dish changed here shows the server's answer at once; a new one is loaded with the list.
  const [changed, setChanged] = useState<Record<string, AdminDish>>({});
  const [query, setQuery] = useState('');
  const [showRetired, setShowRetired] = useState(false);
  const [editing, setEditing] = useState<Editing>(undefined);
  const searchId = useId();
  const all = loaderData.dishes.map((dish) => changed[dish._id] ?? dish);
  const shown = matchingDishes(all, query, showRetired);
  const keep = (dish: AdminDish) => setChanged((current) => ({ ...current, [dish._id]: dish }));

  return (
    <AdminPage title="Dishes" intro={INTRO}>
      <div className="admin-toolbar">
        <div className="admin-field admin-field--inline">
          <label htmlFor={searchId}>Search dishes</label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Name or description"
            autoComplete="off"
          />
        </div>
        <label className="admin-check">
          <input
            type="checkbox"
            checked={showRetired}
            onChange={(event) => setShowRetired(event.target.checked)}
          />
          Show retired dishes
        </label>
        <div className="admin-toolbar__end">
          <button
            type="button"
            className="btn btn--primary btn--sm"
            onClick={() => setEditing(null)}
          >
            <PlusIcon size={18} /> New dish
          </button>
        </div>
      </div>
      <p className="dishes-count" role="status">
        {shown.length} of {all.length} {all.length === 1 ? 'dish' : 'dishes'}
      </p>
      {shown.length === 0 ? (
        <div className="admin-card admin-card--empty">
          <p>{all.length === 0 ? 'No dishes yet.' : 'No dish matches the search.'}</p>
        </div>
      ) : (
        <ul className="dish-cards" aria-label="Dishes">
          {shown.map((dish) => (
            <DishCard key={dish._id} dish={dish} onEdit={setEditing} onChanged={keep} />
          ))}
        </ul>
      )}
      {editing !== undefined ? (
        <DishForm
          dish={editing}
          onClose={() => setEditing(undefined)}
          onSaved={(dish) => {
            if (loaderData.dishes.some((loaded) => loaded._id === dish._id)) keep(dish);
            else {
              keep(dish);
              void revalidate();
            }
          }}
        />
      ) : null}
    </AdminPage>
  );
}
