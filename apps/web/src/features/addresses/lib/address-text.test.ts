import { describe, expect, it } from 'vitest';
import { EMPTY_LOCATION } from '../../../lib/location-storage';
import { isAlreadySaved, localAddressFrom } from './address-text';

const SAVED = {
  city: 'Bhubaneswar',
  fullAddress: 'Kharavela Nagar, Bhubaneswar, Khordha, Odisha, 751001, India',
  lat: 20.2961,
  lng: 85.8245,
  district: 'Khordha',
  pin: '751001',
  confirmed: true,
};

describe('localAddressFrom', () => {
  it('turns the confirmed saved location into a local-only address', () => {
    expect(localAddressFrom(SAVED)).toEqual({
      local: true,
      at: 'Kharavela Nagar',
      po: 'Bhubaneswar',
      dist: 'Khordha',
      pin: '751001',
      lat: 20.2961,
      lng: 85.8245,
    });
  });

  it('offers nothing without a confirmed Odisha location', () => {
    expect(localAddressFrom(EMPTY_LOCATION)).toBeNull();
    expect(localAddressFrom({ ...SAVED, confirmed: false })).toBeNull();
    expect(localAddressFrom({ ...SAVED, pin: '000000' })).toBeNull();
    expect(localAddressFrom({ ...SAVED, pin: '700001' })).toBeNull();
  });

  it('is recognised once it is in the address book', () => {
    const local = localAddressFrom(SAVED);
    if (!local) throw new Error('expected a local address');
    expect(isAlreadySaved(local, [{ at: 'Plot 42, kharavela nagar', pin: '751001' }])).toBe(true);
    expect(isAlreadySaved(local, [{ at: 'Plot 42, Kharavela Nagar', pin: '751002' }])).toBe(false);
    expect(isAlreadySaved(local, [{ at: 'Elsewhere', pin: '751001' }])).toBe(false);
  });
});
