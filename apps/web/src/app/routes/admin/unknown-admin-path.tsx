import { Navigate } from 'react-router';

/** Unknown admin paths show the site's 404 page (SPEC §2.1). */
export default function UnknownAdminPath() {
  return <Navigate to="/404" replace />;
}
