// What a visitor reads when choosing a delivery location (SPEC §2.3, §4, §5, §8). Kept apart from
// MSG, which spreads it in, because the location chip and the first-visit popup are on every
// storefront page and a module is loaded whole (decisions 63 and 70).

export const LOCATION_MSG = {
  locationPrompt: 'We need your location to deliver meal plans in your area.',
  enterAreaOrPincode: 'Please enter area or pincode',
  noLocationFound: 'No location found',
  onlyOdisha: 'Only Odisha locations allowed',
  errorFetchingAddress: 'Error fetching address',
  errorDetectingLocation: 'Error detecting location',
  permissionDenied: 'Permission denied',
  geolocationUnsupported: 'Geolocation is not supported by your browser',
  failedToDetectLocation: 'Failed to detect location',
  locationUpdated: 'Location updated',
  tooManyLocationLookups:
    'You are looking up locations very quickly. Please wait a few seconds and try again.',
} as const;
