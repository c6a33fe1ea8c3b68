import { type PolicyDocument, PRIVACY } from '../../content/policies';
import { PolicyPage } from '../../features/content/components/policy-page';
import { contentAt, useContentWords, useOdiaTwin } from '../../i18n/odia-twin';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/privacy';

export const meta: Route.MetaFunction = ({ location }) => {
  const doc = contentAt(location.pathname, 'privacy', PRIVACY);
  return pageMeta(doc.title, doc.description);
};

export default function Privacy() {
  useContentWords('policies');
  return <PolicyPage doc={useOdiaTwin<PolicyDocument>('privacy') ?? PRIVACY} path="/privacy" />;
}
