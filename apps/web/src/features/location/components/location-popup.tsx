import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { MapPinIcon } from '../../../components/ui/icons';
import { Modal } from '../../../components/ui/modal';
import { useT } from '../../../i18n/messages';
import {
  LOCATION_UPDATED_EVENT,
  readSavedLocation,
  saveLocation,
} from '../../../lib/location-storage';
import { toast } from '../../../lib/toast';
import { useLocationLookup } from '../hooks/use-location-lookup';
import { popupDismissed, rememberDismissed } from '../lib/popup-dismissed';
import { LOCATION_SAVED_TOAST_MS, toSavedLocation } from '../lib/to-saved-location';
import { LocationFinder } from './location-finder';

// The found place's details load with the lookup's requests, after the first Find.
const DetectedAddress = lazy(() =>
  import('./detected-address').then((module) => ({ default: module.DetectedAddress })),
);

// The order's own steps, whose address form asks for the place itself (decision 155).
const PATHS_WITHOUT_POPUP = ['/subscribe-confirm', '/payment'];

/** SPEC §2.6: asks a first-time visitor with no saved location where to deliver. */
export function LocationPopup() {
  const { pathname } = useLocation();
  const t = useT('location');
  const [open, setOpen] = useState(false);
  const decided = useRef(false);
  const lookup = useLocationLookup();
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (decided.current) return;
    const path = pathname.replace(/\/+$/, '') || '/';
    if (PATHS_WITHOUT_POPUP.includes(path)) return;
    decided.current = true;
    if (!readSavedLocation().confirmed && !popupDismissed()) setOpen(true);
  }, [pathname]);

  // A location saved elsewhere (the navigation chip, another tab) answers the question.
  useEffect(() => {
    if (!open) return;
    const onUpdate = () => {
      if (readSavedLocation().confirmed) setOpen(false);
    };
    window.addEventListener(LOCATION_UPDATED_EVENT, onUpdate);
    return () => window.removeEventListener(LOCATION_UPDATED_EVENT, onUpdate);
  }, [open]);

  const close = () => {
    rememberDismissed();
    setOpen(false);
  };

  const found = lookup.state.status === 'found' ? lookup.state.location : null;

  const confirm = () => {
    if (!found) return;
    saveLocation(toSavedLocation(found));
    toast.success(t('Location saved: delivering to {city}', { city: found.city }), {
      duration: LOCATION_SAVED_TOAST_MS,
    });
    close();
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title={t('Where should we deliver?')}
      description={
        <p>
          {t(
            'FitThali delivers fresh meals every day across Odisha. Enter your area or PIN code, or use your current location.',
          )}
        </p>
      }
      closeLabel={t('Close location popup')}
      closeOnBackdrop={false}
      initialFocusRef={inputRef}
      size="md"
      icon={<MapPinIcon size={26} />}
    >
      <div className="location-dialog">
        <LocationFinder inputRef={inputRef} lookup={lookup} />
        {found ? (
          <Suspense fallback={null}>
            <DetectedAddress location={found} />
            <button type="button" className="btn btn--primary btn--block btn--lg" onClick={confirm}>
              {t('Confirm & Save')}
            </button>
          </Suspense>
        ) : null}
      </div>
    </Modal>
  );
}
