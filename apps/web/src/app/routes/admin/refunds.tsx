import { adminScreen } from '../../../features/admin/lib/admin-screen';
import { pageMeta } from '../../../lib/page-meta';
import type { Route } from './+types/refunds';

export const meta: Route.MetaFunction = () =>
  pageMeta('Failed refunds · Admin', 'Refunds the payment gateway kept refusing.');

const screen = adminScreen(() => import('../../../features/admin/screens/refunds'));

export const clientLoader = screen.clientLoader;
export const ErrorBoundary = screen.ErrorBoundary;
export default screen.Screen;
