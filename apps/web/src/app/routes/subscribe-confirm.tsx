import { useCallback, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingState } from '../../components/ui/loading-state';
import type { ServerAddress } from '../../features/addresses/api/types';
import { DeliveryAddresses } from '../../features/addresses/components/delivery-addresses';
import { LocationRequiredModal } from '../../features/location/components/location-required-modal';
import { ConfirmOrderPage } from '../../features/ordering/components/confirm-order-page';
import { parseDraft, readDraft } from '../../features/ordering/lib/order-draft';
import { readToken } from '../../lib/auth-storage';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/subscribe-confirm';

export const meta: Route.MetaFunction = () =>
  pageMeta(
    'Confirm Your Subscription',
    'Choose your start date, delivery address and payment method for your FitThali plan.',
  );

// Ordering needs a login (SPEC §6). Storage is read here, on the client, before the page renders.
export function clientLoader() {
  let signedIn = false;
  try {
    signedIn = readToken() !== null;
  } catch {
    signedIn = false;
  }
  return { signedIn, storedDraft: readDraft() };
}

export function HydrateFallback() {
  return <LoadingState label="Loading your order…" />;
}

export default function SubscribeConfirm({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const [address, setAddress] = useState<ServerAddress | null>(null);
  const [locationRequired, setLocationRequired] = useState(false);
  const askForLocation = useCallback(() => setLocationRequired(true), []);
  const closeLocation = useCallback(() => setLocationRequired(false), []);

  if (!loaderData.signedIn) return <Navigate to="/login" replace state={{ from: location }} />;

  // Session storage holds the latest choices; navigation state is the copy for when it cannot.
  const draft =
    loaderData.storedDraft ??
    parseDraft((location.state as { order?: unknown } | null)?.order ?? null);

  return (
    <>
      <ConfirmOrderPage
        draft={draft}
        address={address}
        addressSection={
          <DeliveryAddresses onSelectionChange={setAddress} onLocationNeeded={askForLocation} />
        }
      />
      <LocationRequiredModal open={locationRequired} onClose={closeLocation} />
    </>
  );
}
