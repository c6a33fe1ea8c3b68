import { adminScreen } from '../../../features/admin/lib/admin-screen';
import { pageMeta } from '../../../lib/page-meta';
import type { Route } from './+types/cash-due';

export const meta: Route.MetaFunction = () =>
  pageMeta('Cash due · Admin', 'Cash on Delivery orders not collected by their third delivery.');

const screen = adminScreen(() => import('../../../features/admin/screens/cash-due'));

export const clientLoader = screen.clientLoader;
export const ErrorBoundary = screen.ErrorBoundary;
export default screen.Screen;
