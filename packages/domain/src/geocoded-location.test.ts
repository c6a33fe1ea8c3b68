import { describe, expect, it } from 'vitest';
import { toGeocodedLocation } from './geocoded-location.ts';

describe('toGeocodedLocation', () => {
  it('maps a full Nominatim answer', () => {
    expect(
      toGeocodedLocation({
        display_name: 'Saheed Nagar, Bhubaneswar, Khordha, Odisha, 751007, India',
        lat: '20.2892',
        lon: '85.8449',
        address: {
          neighbourhood: 'Saheed Nagar',
          road: 'Janpath',
          city: 'Bhubaneswar',
          state_district: 'Khordha',
          state: 'Odisha',
          postcode: '751007',
          country_code: 'IN',
        },
      }),
    ).toEqual({
      city: 'Bhubaneswar',
      district: 'Khordha',
      pin: '751007',
      area: 'Saheed Nagar',
      landmark: 'Janpath',
      fullAddress: 'Saheed Nagar, Bhubaneswar, Khordha, Odisha, 751007, India',
      lat: 20.2892,
      lng: 85.8449,
      state: 'Odisha',
      countryCode: 'in',
    });
  });

  it.each([
    [{ town: 'Jatni', village: 'V', county: 'C' }, 'Jatni'],
    [{ village: 'Pipili', hamlet: 'H' }, 'Pipili'],
    [{ hamlet: 'Raghurajpur' }, 'Raghurajpur'],
    [{ county: 'Puri' }, 'Puri'],
    [{ city: '  ' }, 'Unknown'],
    [{}, 'Unknown'],
  ])('picks the city from %o as %s', (address, city) => {
    expect(toGeocodedLocation({ address }).city).toBe(city);
  });

  it('defaults the PIN to 000000 and copes with a missing address', () => {
    const loc = toGeocodedLocation({});
    expect(loc.pin).toBe('000000');
    expect(loc.lat).toBeNull();
    expect(loc.state).toBe('');
  });

  it('takes the area from neighbourhood, then suburb, quarter, ward', () => {
    expect(toGeocodedLocation({ address: { suburb: 'S', ward: 'W' } }).area).toBe('S');
    expect(toGeocodedLocation({ address: { ward: 'W' } }).area).toBe('W');
  });
});
