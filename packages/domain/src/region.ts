// The delivery region rule (SPEC §1, §5): Odisha, India only. One definition used by the location
// screens, the address book and the order route.

/** India Post PIN codes for Odisha run 751xxx to 770xxx. */
export const ODISHA_PIN_MIN = 751000;
export const ODISHA_PIN_MAX = 770999;

/**
 * Odisha's extent in degrees, slightly padded. A rectangle, not the state outline: it rejects
 * coordinates that are clearly elsewhere (a wrong or forged position) while the PIN rule does the
 * precise work, since every real address carries a PIN.
 */
export const ODISHA_BOUNDS = { south: 17.7, north: 22.65, west: 81.3, east: 87.6 } as const;

export interface GeoPlace {
  state?: string | null;
  countryCode?: string | null;
}

function normalise(value: string | null | undefined) {
  return (value ?? '').trim().toLowerCase();
}

/** A geocoded place is deliverable when its state is Odisha and its country code is 'in'. */
export function isDeliverablePlace(place: GeoPlace): boolean {
  const state = normalise(place.state);
  // 'Orissa' is the state's name before 2011 and still appears in some data.
  return normalise(place.countryCode) === 'in' && (state === 'odisha' || state === 'orissa');
}

export function isOdishaPin(pin: string | null | undefined): boolean {
  const value = (pin ?? '').trim();
  if (!/^\d{6}$/.test(value)) return false;
  const n = Number(value);
  return n >= ODISHA_PIN_MIN && n <= ODISHA_PIN_MAX;
}

export function isInsideOdisha(lat: number, lng: number): boolean {
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return false;
  const b = ODISHA_BOUNDS;
  return lat >= b.south && lat <= b.north && lng >= b.west && lng <= b.east;
}

export interface DeliverableAddress {
  pin: string;
  lat?: number | null;
  lng?: number | null;
}

/**
 * An address is deliverable when its PIN is an Odisha PIN and, when coordinates are given, they
 * fall inside Odisha. Needs no geocoder, so it holds even when the geocoder is unreachable.
 */
export function isDeliverableAddress(address: DeliverableAddress): boolean {
  if (!isOdishaPin(address.pin)) return false;
  const hasLat = address.lat !== null && address.lat !== undefined;
  const hasLng = address.lng !== null && address.lng !== undefined;
  if (hasLat !== hasLng) return false;
  if (hasLat && hasLng) return isInsideOdisha(address.lat as number, address.lng as number);
  return true;
}
