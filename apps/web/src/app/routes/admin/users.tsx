import { adminScreen } from '../../../features/admin/lib/admin-screen';
import { pageMeta } from '../../../lib/page-meta';
import type { Route } from './+types/users';

export const meta: Route.MetaFunction = () =>
  pageMeta('Users · Admin', 'Everyone who has signed up, with their orders.');

const screen = adminScreen(() => import('../../../features/admin/screens/users'));

export const clientLoader = screen.clientLoader;
export default screen.Screen;
