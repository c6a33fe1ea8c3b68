import { adminScreen } from '../../../features/admin/lib/admin-screen';
import { pageMeta } from '../../../lib/page-meta';
import type { Route } from './+types/kitchen';

export const meta: Route.MetaFunction = () =>
  pageMeta('Kitchen Sheet · Admin', 'What to cook and where to deliver, by date and slot.');

const screen = adminScreen(() => import('../../../features/admin/screens/kitchen'));

export const clientLoader = screen.clientLoader;
export const ErrorBoundary = screen.ErrorBoundary;
export default screen.Screen;
