import { adminScreen } from '../../../features/admin/lib/admin-screen';
import { pageMeta } from '../../../lib/page-meta';
import type { Route } from './+types/plans';

export const meta: Route.MetaFunction = () =>
  pageMeta('Plans · Admin', 'The meal plans on sale and their prices.');

const screen = adminScreen(() => import('../../../features/admin/screens/plans'));

export const clientLoader = screen.clientLoader;
export const ErrorBoundary = screen.ErrorBoundary;
export default screen.Screen;
