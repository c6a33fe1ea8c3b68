import { Navigate } from 'react-router';
import { useLocalePath } from '../../i18n/locale-link';

/** Unknown paths move to /404 so the address bar shows a page that exists (SPEC §2.1). */
export default function UnknownPath() {
  return <Navigate to={useLocalePath()('/404')} replace />;
}
