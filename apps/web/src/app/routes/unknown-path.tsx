import { Navigate } from 'react-router';

/** Unknown paths move to /404 so the address bar shows a page that exists (SPEC §2.1). */
export default function UnknownPath() {
  return <Navigate to="/404" replace />;
}
