import { TERMS } from '../../content/policies';
import { PolicyPage } from '../../features/content/components/policy-page';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/terms';

export const meta: Route.MetaFunction = () => pageMeta(TERMS.title, TERMS.description);

export default function Terms() {
  return <PolicyPage doc={TERMS} path="/terms" />;
}
