import { adminScreen } from '../../../features/admin/lib/admin-screen';
import { pageMeta } from '../../../lib/page-meta';
import type { Route } from './+types/coupons';

export const meta: Route.MetaFunction = () =>
  pageMeta('Coupons · Admin', 'Discount codes customers can apply at checkout.');

const screen = adminScreen(() => import('../../../features/admin/screens/coupons'));

export const clientLoader = screen.clientLoader;
export const ErrorBoundary = screen.ErrorBoundary;
export default screen.Screen;
