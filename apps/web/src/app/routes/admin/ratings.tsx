import { adminScreen } from '../../../features/admin/lib/admin-screen';
import { pageMeta } from '../../../lib/page-meta';
import type { Route } from './+types/ratings';

export const meta: Route.MetaFunction = () =>
  pageMeta('Ratings · Admin', "Each dish's average rating, count and latest comments.");

const screen = adminScreen(() => import('../../../features/admin/screens/ratings'));

export const clientLoader = screen.clientLoader;
export const ErrorBoundary = screen.ErrorBoundary;
export default screen.Screen;
