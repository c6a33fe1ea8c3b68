import { REFUND } from '../../content/policies';
import { PolicyPage } from '../../features/content/components/policy-page';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/refund';

export const meta: Route.MetaFunction = () => pageMeta(REFUND.title, REFUND.description);

export default function Refund() {
  return <PolicyPage doc={REFUND} path="/refund" />;
}
