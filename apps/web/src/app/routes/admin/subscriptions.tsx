import { adminScreen } from '../../../features/admin/lib/admin-screen';
import { pageMeta } from '../../../lib/page-meta';
import type { Route } from './+types/subscriptions';

export const meta: Route.MetaFunction = () =>
  pageMeta(
    'Subscriptions · Admin',
    'Every subscription with its delivery calendar, address and payment.',
  );

const screen = adminScreen(() => import('../../../features/admin/screens/subscriptions'));

export const clientLoader = screen.clientLoader;
export default screen.Screen;
