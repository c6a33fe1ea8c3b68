import { describe, expect, it } from 'vitest';
import { completeAddress, storedAddress } from './address.ts';

const PARTS = { at: 'Plot 12', po: 'Saheed Nagar', dist: 'Khordha', pin: '751007' };

describe('storedAddress', () => {
  it('writes the map point as null when it is unknown', () => {
    expect(storedAddress(PARTS)).toEqual({ ...PARTS, lat: null, lng: null });
  });

  it('keeps a known map point and drops fields that are not part of an address', () => {
    const sent = { ...PARTS, lat: 20.29, lng: 85.84, _id: 'a1', local: true };
    expect(storedAddress(sent)).toEqual({ ...PARTS, lat: 20.29, lng: 85.84 });
  });
});

describe('completeAddress', () => {
  it('is the stored form of a record with all four parts', () => {
    expect(completeAddress({ ...PARTS, lat: 20.29 })).toEqual({ ...PARTS, lat: 20.29, lng: null });
  });

  it('is null when a part is missing or empty, or there is no address', () => {
    expect(completeAddress({ ...PARTS, po: '' })).toBeNull();
    expect(completeAddress({ ...PARTS, pin: null })).toBeNull();
    expect(completeAddress(null)).toBeNull();
    expect(completeAddress(undefined)).toBeNull();
  });
});
