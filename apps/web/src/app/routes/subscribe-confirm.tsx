import { earliestStartDate } from '@fitthali/domain/cut-off';
import {
  DEFAULT_DELIVERY_SETTINGS,
  type DeliverySettings,
} from '@fitthali/domain/delivery-settings';
import { localeOfPath, pathInLocale } from '@fitthali/domain/i18n/locales';
import type { CreditLot } from '@fitthali/domain/meal-credits';
import { useEffect, useRef } from 'react';
import { Navigate, redirect, useLocation, useRevalidator } from 'react-router';
import { LoadingState } from '../../components/ui/loading-state';
import { listAddresses } from '../../features/addresses/api/address-book';
import type { SavedAddress } from '../../features/addresses/api/types';
import { DeliveryAddresses } from '../../features/addresses/components/delivery-addresses';
import { useAddressBook } from '../../features/addresses/hooks/use-address-book';
import { getCredits } from '../../features/credits/api/get-credits';
import { getDeliverySettings } from '../../features/ordering/api/get-delivery-settings';
import { getPlans } from '../../features/ordering/api/get-plans';
import { getPricesIncludeGst } from '../../features/ordering/api/get-prices-include-gst';
import { ConfirmOrderPage } from '../../features/ordering/components/confirm-order-page';
import { type Catalogue, FALLBACK_CATALOGUE } from '../../features/ordering/lib/catalogue';
import {
  type OrderDraft,
  parseDraft,
  readDraft,
  saveDraft,
} from '../../features/ordering/lib/order-draft';
import { choicesFromQuery } from '../../features/ordering/lib/order-query';
import { isRenewedAddress } from '../../features/ordering/lib/renew-draft';
import { MenuPreferenceWarning } from '../../features/preferences/components/menu-preference-warning';
import { loadOdiaPage, translatorFor, useT } from '../../i18n/messages';
import { useLocale } from '../../i18n/use-locale';
import { hasStoredToken } from '../../lib/auth-storage';
import { pageMeta } from '../../lib/page-meta';
import type { Route } from './+types/subscribe-confirm';

export const meta: Route.MetaFunction = ({ location }) => {
  const t = translatorFor(localeOfPath(location.pathname), 'order');
  return pageMeta(
    t('Confirm Your Subscription'),
    t('Choose your start date, delivery address and payment method for your FitThali plan.'),
  );
};

// Ordering needs a login (SPEC §6). Storage is read here, on the client, before the page renders,
// and the address book and the prices load with the page. Neither failing is an error page: the
// address section says so and offers Try again (SPEC §8), and the spec's prices stay on screen
// while the server checks every order.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  // An Odia page's words arrive before it renders (decision 230).
  await loadOdiaPage(locale, url.pathname);
  // A plan page's form sent as plain HTML, before its scripts started (decision 144): its choices
  // become the draft, and the address is cleaned so a reload keeps later changes.
  const sent = choicesFromQuery(url.searchParams, (slot) => earliestStartDate(slot, new Date()));
  if (sent) {
    saveDraft({ choices: sent });
    throw redirect(pathInLocale('/subscribe-confirm', locale));
  }
  const signedIn = hasStoredToken();
  if (!signedIn) {
    return {
      signedIn,
      storedDraft: null,
      addresses: null,
      catalogue: FALLBACK_CATALOGUE,
      deliverySettings: DEFAULT_DELIVERY_SETTINGS,
      creditLots: [],
      pricesIncludeGst: true,
    };
  }
  const [addresses, catalogue, deliverySettings, creditLots, pricesIncludeGst] = await Promise.all([
    listAddresses(request.signal).catch(() => null),
    getPlans({ signal: request.signal }).catch(() => FALLBACK_CATALOGUE),
    getDeliverySettings({ signal: request.signal }).catch(() => DEFAULT_DELIVERY_SETTINGS),
    // Credits that cannot be read are not offered; the order goes on without them.
    getCredits(request.signal)
      .then((credits) => credits.lots.map((lot) => ({ ...lot, id: lot._id })))
      .catch(() => []),
    // Unknown, the default stands; the server refuses a total worked out on the wrong footing.
    getPricesIncludeGst({ signal: request.signal }).catch(() => true),
  ]);
  return {
    signedIn,
    storedDraft: readDraft(),
    addresses,
    catalogue,
    deliverySettings,
    creditLots,
    pricesIncludeGst,
  };
}

export function HydrateFallback() {
  return <LoadingState label={useT('order')('Loading your order…')} />;
}

export default function SubscribeConfirm({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const locale = useLocale();
  if (!loaderData.signedIn) {
    return <Navigate to={pathInLocale('/login', locale)} replace state={{ from: location }} />;
  }

  // Session storage holds the latest choices; navigation state is the copy for when it cannot.
  const draft =
    loaderData.storedDraft ??
    parseDraft((location.state as { order?: unknown } | null)?.order ?? null);

  return (
    <Checkout
      draft={draft}
      addresses={loaderData.addresses}
      catalogue={loaderData.catalogue}
      deliverySettings={loaderData.deliverySettings}
      creditLots={loaderData.creditLots}
      pricesIncludeGst={loaderData.pricesIncludeGst}
    />
  );
}

type CheckoutProps = {
  draft: OrderDraft | null;
  addresses: SavedAddress[] | null;
  catalogue: Catalogue;
  deliverySettings: DeliverySettings;
  creditLots: readonly CreditLot[];
  pricesIncludeGst: boolean;
};

function Checkout({
  draft,
  addresses,
  catalogue,
  deliverySettings,
  creditLots,
  pricesIncludeGst,
}: CheckoutProps) {
  const revalidator = useRevalidator();
  // With no address the address form opens at once and asks for the PIN code: the location the
  // order needs. No location dialog opens here (decision 155).
  const book = useAddressBook(addresses);

  // Renewing a plan (decision 78) picks its address, once, when it is still in the address book.
  const renewedAddress = draft?.address;
  const { status, addresses: entries, select } = book;
  const pickedRenewed = useRef(false);
  useEffect(() => {
    if (pickedRenewed.current || !renewedAddress || status !== 'ready') return;
    pickedRenewed.current = true;
    const match = entries.find((entry) => isRenewedAddress(entry, renewedAddress));
    if (match) select(match._id);
  }, [renewedAddress, status, entries, select]);

  return (
    <ConfirmOrderPage
      draft={draft}
      address={book.selected}
      catalogue={catalogue}
      deliverySettings={deliverySettings}
      onPriceChanged={revalidator.revalidate}
      creditLots={creditLots}
      pricesIncludeGst={pricesIncludeGst}
      addressSection={<DeliveryAddresses book={book} />}
      menuWarning={(order) => <MenuPreferenceWarning {...order} />}
    />
  );
}
