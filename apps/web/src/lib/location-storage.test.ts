import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LOCATION_UPDATED_EVENT,
  markLocationUnknown,
  readSavedLocation,
  saveLocation,
} from './location-storage';
import { LOCATION_KEYS } from './storage-keys';

afterEach(() => {
  localStorage.clear();
});

const CUTTACK = {
  city: 'Cuttack',
  fullAddress: 'Buxi Bazaar, Cuttack, Cuttack Sadar, Odisha, 753001, India',
  lat: 20.4625,
  lng: 85.883,
  district: 'Cuttack',
  pin: '753001',
};

describe('saveLocation', () => {
  it('writes both key families and the confirmed flag, then fires location-updated', () => {
    const listener = vi.fn();
    window.addEventListener(LOCATION_UPDATED_EVENT, listener);
    saveLocation(CUTTACK);
    window.removeEventListener(LOCATION_UPDATED_EVENT, listener);
    expect({ ...localStorage }).toEqual({
      'location-confirmed': 'true',
      city: 'Cuttack',
      'user-location': 'Cuttack',
      fullAddress: CUTTACK.fullAddress,
      'user-location-full': CUTTACK.fullAddress,
      lat: '20.4625',
      'user-location-lat': '20.4625',
      lng: '85.883',
      'user-location-lng': '85.883',
      'user-location-dist': 'Cuttack',
      'user-location-pin': '753001',
    });
    for (const key of Object.keys({ ...localStorage })) expect(LOCATION_KEYS).toContain(key);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('reads back what it saved', () => {
    saveLocation(CUTTACK);
    expect(readSavedLocation()).toEqual({ ...CUTTACK, confirmed: true });
  });
});

describe('readSavedLocation', () => {
  it('falls back to the other key family', () => {
    localStorage.setItem('city', 'Puri');
    localStorage.setItem('fullAddress', 'Puri, Odisha');
    localStorage.setItem('lat', '19.8');
    localStorage.setItem('lng', 'not a number');
    expect(readSavedLocation()).toMatchObject({
      city: 'Puri',
      fullAddress: 'Puri, Odisha',
      lat: 19.8,
      lng: null,
      confirmed: false,
    });
  });
});

describe('markLocationUnknown', () => {
  it('sets the city to Unknown, clears the rest and fires location-updated', () => {
    saveLocation(CUTTACK);
    const listener = vi.fn();
    window.addEventListener(LOCATION_UPDATED_EVENT, listener);
    markLocationUnknown();
    window.removeEventListener(LOCATION_UPDATED_EVENT, listener);
    expect({ ...localStorage }).toEqual({ city: 'Unknown', 'user-location': 'Unknown' });
    expect(readSavedLocation()).toMatchObject({
      city: 'Unknown',
      fullAddress: '',
      confirmed: false,
    });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
