import { Link } from 'react-router';
import { FitThaliLogo } from '../../components/ui/fitthali-logo';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/not-found';

export const meta: Route.MetaFunction = () =>
  pageMeta('Page Not Found', 'The page you were looking for is not on FitThali.');

export default function NotFound() {
  return (
    <section className="fullscreen-center not-found">
      <Link to="/" aria-label="FitThali home">
        <FitThaliLogo />
      </Link>
      <p className="not-found__code" aria-hidden="true">
        4<span className="not-found__plate" />4
      </p>
      <h1 className="not-found__title">404 - Page Not Found</h1>
      <p className="not-found__text">
        This plate is empty. The page you were looking for has moved or never existed.
      </p>
      <Link to="/" className="btn btn--primary">
        Back to Home
      </Link>
    </section>
  );
}
