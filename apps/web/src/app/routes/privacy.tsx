import { PRIVACY } from '../../content/policies';
import { PolicyPage } from '../../features/content/components/policy-page';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/privacy';

export const meta: Route.MetaFunction = () => pageMeta(PRIVACY.title, PRIVACY.description);

export default function Privacy() {
  return <PolicyPage doc={PRIVACY} path="/privacy" />;
}
