import { adminScreen } from '../../../features/admin/lib/admin-screen';
import { pageMeta } from '../../../lib/page-meta';
import type { Route } from './+types/dashboard';

export const meta: Route.MetaFunction = () =>
  pageMeta('Dashboard · Admin', 'Orders, active subscriptions and revenue at a glance.');

const screen = adminScreen(() => import('../../../features/admin/screens/dashboard'));

export const clientLoader = screen.clientLoader;
export default screen.Screen;
