import type { GeocodedLocation } from '@fitthali/domain/geocoded-location';
import { useEffect, useRef } from 'react';
import { MapPinIcon } from '../../../components/ui/icons';
import { Modal } from '../../../components/ui/modal';
import { saveLocation } from '../../../lib/location-storage';
import { toast } from '../../../lib/toast';
import { useLocationLookup } from '../hooks/use-location-lookup';
import {
  LOCATION_SAVED_TOAST_MS,
  locationSavedMessage,
  toSavedLocation,
} from '../lib/to-saved-location';
import { LocationFinder } from './location-finder';
import { OsmAttribution } from './osm-attribution';

type Props = {
  open: boolean;
  onClose: () => void;
  /** Called after a deliverable location was found and saved. */
  onSaved?: (location: GeocodedLocation) => void;
};

/**
 * SPEC §2.11: asked on the confirm page when there is no address to deliver to. A place found in
 * Odisha is saved at once as the browser's location, which the address list offers as an address.
 */
export function LocationRequiredModal({ open, onClose, onSaved }: Props) {
  const lookup = useLocationLookup();
  const inputRef = useRef<HTMLInputElement>(null);
  const { reset } = lookup;

  useEffect(() => {
    if (!open) reset();
  }, [open, reset]);

  const onFound = (found: GeocodedLocation) => {
    saveLocation(toSavedLocation(found));
    toast.success(locationSavedMessage(found.city), {
      duration: LOCATION_SAVED_TOAST_MS,
    });
    onSaved?.(found);
    onClose();
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Location Required"
      description={
        <p>
          We need your delivery location to continue. Enter your area or PIN code, or use your
          current location.
        </p>
      }
      closeOnBackdrop={false}
      initialFocusRef={inputRef}
      size="md"
      icon={<MapPinIcon size={26} />}
    >
      <div className="location-dialog">
        <LocationFinder
          inputRef={inputRef}
          lookup={lookup}
          submitLabel="Submit Location"
          onFound={onFound}
        />
        <OsmAttribution />
      </div>
    </Modal>
  );
}
