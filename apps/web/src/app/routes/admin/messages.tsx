import { adminScreen } from '../../../features/admin/lib/admin-screen';
import { pageMeta } from '../../../lib/page-meta';
import type { Route } from './+types/messages';

export const meta: Route.MetaFunction = () =>
  pageMeta('Messages · Admin', 'Contact form messages and mailing-list sign-ups.');

const screen = adminScreen(() => import('../../../features/admin/screens/messages'));

export const clientLoader = screen.clientLoader;
export const ErrorBoundary = screen.ErrorBoundary;
export default screen.Screen;
