import { describe, expect, it } from 'vitest';
import { isDeliverableAddress, isDeliverablePlace, isInsideOdisha, isOdishaPin } from './region.ts';

describe('isDeliverablePlace (SPEC §5: state Odisha, country code in)', () => {
  it.each([
    [{ state: 'Odisha', countryCode: 'in' }, true],
    [{ state: ' odisha ', countryCode: 'IN' }, true],
    [{ state: 'Orissa', countryCode: 'in' }, true],
    [{ state: 'West Bengal', countryCode: 'in' }, false],
    [{ state: 'Odisha', countryCode: 'us' }, false],
    [{ state: null, countryCode: 'in' }, false],
    [{}, false],
  ])('%o → %s', (place, expected) => {
    expect(isDeliverablePlace(place)).toBe(expected);
  });
});

describe('isOdishaPin (751xxx–770xxx)', () => {
  it.each([
    ['751001', true], // Bhubaneswar
    ['753001', true], // Cuttack
    ['760001', true], // Berhampur
    ['770999', true],
    ['751000', true],
    ['750999', false],
    ['771000', false],
    ['700001', false], // Kolkata
    ['110001', false], // Delhi
    ['75100', false],
    ['7510011', false],
    ['75100a', false],
    ['', false],
  ])('%s → %s', (pin, expected) => {
    expect(isOdishaPin(pin)).toBe(expected);
  });
});

describe('isInsideOdisha', () => {
  it.each([
    [20.2961, 85.8245, true], // Bhubaneswar
    [19.3149, 84.7941, true], // Berhampur
    [21.4669, 83.9812, true], // Sambalpur
    [22.2604, 84.8536, true], // Rourkela
    [22.5726, 88.3639, false], // Kolkata
    [17.385, 78.4867, false], // Hyderabad
    [28.6139, 77.209, false], // Delhi
    [Number.NaN, 85, false],
  ])('%f, %f → %s', (lat, lng, expected) => {
    expect(isInsideOdisha(lat, lng)).toBe(expected);
  });
});

describe('isDeliverableAddress', () => {
  it('accepts an Odisha PIN with no coordinates', () => {
    expect(isDeliverableAddress({ pin: '751001' })).toBe(true);
    expect(isDeliverableAddress({ pin: '751001', lat: null, lng: null })).toBe(true);
  });
  it('accepts an Odisha PIN with coordinates inside Odisha', () => {
    expect(isDeliverableAddress({ pin: '751001', lat: 20.29, lng: 85.82 })).toBe(true);
  });
  it('refuses a PIN outside Odisha', () => {
    expect(isDeliverableAddress({ pin: '700001' })).toBe(false);
  });
  it('refuses an Odisha PIN with coordinates elsewhere, or only one coordinate', () => {
    expect(isDeliverableAddress({ pin: '751001', lat: 22.57, lng: 88.36 })).toBe(false);
    expect(isDeliverableAddress({ pin: '751001', lat: 20.29, lng: null })).toBe(false);
  });
});
