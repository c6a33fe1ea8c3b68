import { adminScreen } from '../../../features/admin/lib/admin-screen';
import { pageMeta } from '../../../lib/page-meta';
import type { Route } from './+types/revenue';

export const meta: Route.MetaFunction = () =>
  pageMeta('Revenue · Admin', 'Weekly revenue across all plans.');

const screen = adminScreen(() => import('../../../features/admin/screens/revenue'));

export const clientLoader = screen.clientLoader;
export const ErrorBoundary = screen.ErrorBoundary;
export default screen.Screen;
