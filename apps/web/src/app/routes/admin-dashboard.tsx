import { Navigate } from 'react-router';

/** Older links and the admin login land here; the dashboard lives at /admin. */
export default function AdminDashboardRedirect() {
  return <Navigate to="/admin" replace />;
}
