import { describe, expect, it } from 'vitest';
import { LOCATION_KEYS } from './storage-keys';

describe('LOCATION_KEYS', () => {
  it('holds both location key families from the spec', () => {
    expect([...LOCATION_KEYS].sort()).toEqual(
      [
        'location-confirmed',
        'city',
        'fullAddress',
        'lat',
        'lng',
        'user-location',
        'user-location-full',
        'user-location-lat',
        'user-location-lng',
        'user-location-dist',
        'user-location-pin',
      ].sort(),
    );
  });

  it('never lists the sign-in keys', () => {
    for (const key of ['token', 'user', 'justLoggedIn', 'adminToken']) {
      expect(LOCATION_KEYS).not.toContain(key);
    }
  });
});
