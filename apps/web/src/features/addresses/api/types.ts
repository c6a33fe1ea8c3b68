import type { Address, StoredAddress } from '@fitthali/domain/address';

/** An address in the customer's server-side address book (SPEC §3 Address). */
export type ServerAddress = Address & { _id: string };

/** The browser's saved location: it prefills a new address and is never ordered to as it is. */
export type LocalAddress = StoredAddress & { local: true };

export type DeliveryAddress = ServerAddress | LocalAddress;

/** What the address form sends: an address without its book id. */
export type AddressFields = Address;

export function isLocalAddress(address: DeliveryAddress): address is LocalAddress {
  return 'local' in address && address.local === true;
}
