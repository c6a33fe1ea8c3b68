/** An address in the customer's server-side address book (SPEC §3 Address). */
export type ServerAddress = {
  _id: string;
  at: string;
  po: string;
  dist: string;
  pin: string;
  lat?: number | null;
  lng?: number | null;
};

/** The browser's saved location: it prefills a new address and is never ordered to as it is. */
export type LocalAddress = {
  local: true;
  at: string;
  po: string;
  dist: string;
  pin: string;
  lat: number | null;
  lng: number | null;
};

export type DeliveryAddress = ServerAddress | LocalAddress;

export type AddressFields = {
  at: string;
  po: string;
  dist: string;
  pin: string;
  lat?: number | null;
  lng?: number | null;
};

export function isLocalAddress(address: DeliveryAddress): address is LocalAddress {
  return 'local' in address && address.local === true;
}
