import type { Address } from '@fitthali/domain/address';
import { isOdishaPin } from '@fitthali/domain/region';
import type { SavedLocation } from '../../../lib/location-storage';
import type { LocalAddress } from '../api/types';

function firstPart(fullAddress: string): string {
  return fullAddress.split(',')[0]?.trim() ?? '';
}

/**
 * The browser's confirmed location as the start of an address (SPEC §3 local flag): only when it
 * has an Odisha PIN, since anything else could not be delivered to. Its first line is only the
 * locality, so it prefills the address form and is never ordered to as it is (issue 11 point 1).
 */
export function localAddressFrom(location: SavedLocation): LocalAddress | null {
  if (!location.confirmed || !isOdishaPin(location.pin)) return null;
  const city = location.city.trim();
  const district = location.district.trim() || city;
  const at = firstPart(location.fullAddress) || city;
  if (!at || !city || !district) return null;
  return {
    local: true,
    at,
    po: city,
    dist: district,
    pin: location.pin,
    lat: location.lat,
    lng: location.lng,
  };
}

function same(a: string, b: string) {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * A detected location already in the address book is not offered again: an address with its PIN
 * whose first line names its locality ('Plot 42, Kharavela Nagar' for 'Kharavela Nagar').
 */
export function isAlreadySaved(
  local: LocalAddress,
  saved: readonly Pick<Address, 'at' | 'pin'>[],
): boolean {
  const locality = local.at.trim().toLowerCase();
  return saved.some(
    (address) => same(address.pin, local.pin) && address.at.toLowerCase().includes(locality),
  );
}
