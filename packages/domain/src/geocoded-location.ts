// What the location screens need from a Nominatim answer (SPEC §5, §7), derived the same way for
// forward search and reverse lookup.

export interface NominatimAddress {
  state?: string;
  city?: string;
  town?: string;
  village?: string;
  hamlet?: string;
  county?: string;
  state_district?: string;
  postcode?: string;
  neighbourhood?: string;
  suburb?: string;
  road?: string;
  quarter?: string;
  ward?: string;
  country_code?: string;
}

export interface NominatimPlace {
  display_name?: string;
  lat?: string | number;
  lon?: string | number;
  address?: NominatimAddress;
}

export interface GeocodedLocation {
  city: string;
  district: string;
  pin: string;
  area: string;
  landmark: string;
  fullAddress: string;
  lat: number | null;
  lng: number | null;
  state: string;
  countryCode: string;
}

export const UNKNOWN_CITY = 'Unknown';
export const DEFAULT_PIN = '000000';

function first(...values: (string | undefined)[]): string {
  for (const v of values) {
    if (typeof v === 'string' && v.trim() !== '') return v.trim();
  }
  return '';
}

function coordinate(value: string | number | undefined): number | null {
  const n = typeof value === 'number' ? value : Number.parseFloat(value ?? '');
  return Number.isFinite(n) ? n : null;
}

/** SPEC §5: city is the first of city, town, village, hamlet, county, else 'Unknown'; PIN defaults to '000000'. */
export function toGeocodedLocation(place: NominatimPlace): GeocodedLocation {
  const a = place.address ?? {};
  const postcode = first(a.postcode).replace(/\s+/g, '');
  return {
    city: first(a.city, a.town, a.village, a.hamlet, a.county) || UNKNOWN_CITY,
    district: first(a.state_district, a.county),
    pin: postcode || DEFAULT_PIN,
    area: first(a.neighbourhood, a.suburb, a.quarter, a.ward),
    landmark: first(a.road),
    fullAddress: first(place.display_name),
    lat: coordinate(place.lat),
    lng: coordinate(place.lon),
    state: first(a.state),
    countryCode: first(a.country_code).toLowerCase(),
  };
}
