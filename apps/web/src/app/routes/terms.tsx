import { type PolicyDocument, TERMS } from '../../content/policies';
import { PolicyPage } from '../../features/content/components/policy-page';
import { contentAt, useContentWords, useOdiaTwin } from '../../i18n/odia-twin';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/terms';

export const meta: Route.MetaFunction = ({ location }) => {
  const doc = contentAt(location.pathname, 'terms', TERMS);
  return pageMeta(doc.title, doc.description);
};

export default function Terms() {
  useContentWords('policies');
  return <PolicyPage doc={useOdiaTwin<PolicyDocument>('terms') ?? TERMS} path="/terms" />;
}
