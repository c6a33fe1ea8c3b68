import { adminScreen } from '../../../features/admin/lib/admin-screen';
import { pageMeta } from '../../../lib/page-meta';
import type { Route } from './+types/dishes';

export const meta: Route.MetaFunction = () =>
  pageMeta('Dishes · Admin', 'The dish catalogue menus are planned from.');

const screen = adminScreen(() => import('../../../features/admin/screens/dishes'));

export const clientLoader = screen.clientLoader;
export const ErrorBoundary = screen.ErrorBoundary;
export default screen.Screen;
