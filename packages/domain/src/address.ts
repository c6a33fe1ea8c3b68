/**
 * A delivery address (SPEC §3): `at` the house, flat or street line, `po` the post office or
 * locality, `dist` the district, `pin` the 6-digit PIN, and the map point when one is known. The
 * address book, the order payload, the stored order and every screen use this one shape;
 * `addressSchema` (schemas/address.ts) is its rule.
 */
export type Address = {
  at: string;
  po: string;
  dist: string;
  pin: string;
  lat?: number | null;
  lng?: number | null;
};

/** As an order stores it: the map point is always written, null when unknown. */
export type StoredAddress = Omit<Address, 'lat' | 'lng'> & {
  lat: number | null;
  lng: number | null;
};

/** As an older or incomplete record may carry it, for display only. */
export type PartialAddress = { [K in keyof Address]?: Address[K] | null };

/**
 * The address an order keeps: the four parts and the map point, null where none is known, and
 * nothing else the sender attached. The server stores it and the browser sends it, so both build
 * it here.
 */
export function storedAddress(address: Address): StoredAddress {
  return {
    at: address.at,
    po: address.po,
    dist: address.dist,
    pin: address.pin,
    lat: address.lat ?? null,
    lng: address.lng ?? null,
  };
}

/** The stored form of an older record's address, or null when any of its four parts is missing. */
export function completeAddress(address: PartialAddress | null | undefined): StoredAddress | null {
  if (!address) return null;
  const { at, po, dist, pin, lat, lng } = address;
  if (!at || !po || !dist || !pin) return null;
  return storedAddress({ at, po, dist, pin, lat, lng });
}
