import { adminScreen } from '../../../features/admin/lib/admin-screen';
import { pageMeta } from '../../../lib/page-meta';
import type { Route } from './+types/menu';

export const meta: Route.MetaFunction = () =>
  pageMeta('Menu Planner · Admin', 'What each plan serves, date by date.');

const screen = adminScreen(() => import('../../../features/admin/screens/menu'));

export const clientLoader = screen.clientLoader;
export const ErrorBoundary = screen.ErrorBoundary;
export default screen.Screen;
