import { type PolicyDocument, REFUND } from '../../content/policies';
import { PolicyPage } from '../../features/content/components/policy-page';
import { contentAt, useContentWords, useOdiaTwin } from '../../i18n/odia-twin';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/refund';

export const meta: Route.MetaFunction = ({ location }) => {
  const doc = contentAt(location.pathname, 'refund', REFUND);
  return pageMeta(doc.title, doc.description);
};

export default function Refund() {
  useContentWords('policies');
  return <PolicyPage doc={useOdiaTwin<PolicyDocument>('refund') ?? REFUND} path="/refund" />;
}
