import { adminScreen } from '../../../features/admin/lib/admin-screen';
import { pageMeta } from '../../../lib/page-meta';
import type { Route } from './+types/notifications';

export const meta: Route.MetaFunction = () =>
  pageMeta('Outbox · Admin', 'Every message to customers and how it went.');

const screen = adminScreen(() => import('../../../features/admin/screens/notifications'));

export const clientLoader = screen.clientLoader;
export const ErrorBoundary = screen.ErrorBoundary;
export default screen.Screen;
