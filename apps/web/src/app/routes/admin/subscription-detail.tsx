import { adminScreen } from '../../../features/admin/lib/admin-screen';
import { pageMeta } from '../../../lib/page-meta';
import type { Route } from './+types/subscription-detail';

export const meta: Route.MetaFunction = () =>
  pageMeta('Order · Admin', 'One order: its deliveries, changes and audit trail.');

const screen = adminScreen(() => import('../../../features/admin/screens/subscription-detail'));

export const clientLoader = screen.clientLoader;
export const ErrorBoundary = screen.ErrorBoundary;
export default screen.Screen;
