import { adminScreen } from '../../../features/admin/lib/admin-screen';
import { pageMeta } from '../../../lib/page-meta';
import type { Route } from './+types/settings';

export const meta: Route.MetaFunction = () =>
  pageMeta('Settings · Admin', 'Admin account, delivery, credit and business settings.');

const screen = adminScreen(() => import('../../../features/admin/screens/settings'));

export const clientLoader = screen.clientLoader;
export default screen.Screen;
