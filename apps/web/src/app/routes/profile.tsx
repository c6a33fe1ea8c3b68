import { Navigate, useLocation } from 'react-router';
import { LoadingState } from '../../components/ui/loading-state';
import { ProfilePage } from '../../features/profile/components/profile-page';
import { readToken } from '../../lib/auth-storage';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/profile';

export const meta: Route.MetaFunction = () =>
  pageMeta('My Profile', 'Your FitThali credits, subscriptions and transactions.');

// The profile needs a stored login token (SPEC §2.13). The loader reads storage on every visit;
// the component does the redirect, because only a navigation can carry `state.from` so the login
// page brings the visitor back here.
export function clientLoader() {
  try {
    return { signedIn: readToken() !== null };
  } catch {
    return { signedIn: false };
  }
}

export function HydrateFallback() {
  return <LoadingState label="Loading your profile…" />;
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  if (!loaderData.signedIn) return <Navigate to="/login" replace state={{ from: location }} />;
  return <ProfilePage />;
}
