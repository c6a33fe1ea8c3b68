import { adminScreen } from '../../../features/admin/lib/admin-screen';
import { pageMeta } from '../../../lib/page-meta';
import type { Route } from './+types/transactions';

export const meta: Route.MetaFunction = () =>
  pageMeta('Transactions · Admin', 'Payments received for subscriptions.');

const screen = adminScreen(() => import('../../../features/admin/screens/transactions'));

export const clientLoader = screen.clientLoader;
export const ErrorBoundary = screen.ErrorBoundary;
export default screen.Screen;
