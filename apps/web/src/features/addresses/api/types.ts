import type { Address, StoredAddress } from '@fitthali/domain/address';

/** An address in the customer's server-side address book (SPEC §3 Address), with its book id. */
export type SavedAddress = Address & { _id: string };

/** The browser's saved location: it prefills a new address and is never ordered to as it is. */
export type LocalAddress = StoredAddress & { local: true };
