export type PositionFailure = 'unsupported' | 'denied' | 'unavailable';

export class PositionError extends Error {
  readonly reason: PositionFailure;
  constructor(reason: PositionFailure) {
    super(reason);
    this.name = 'PositionError';
    this.reason = reason;
  }
}

export type Coordinates = { lat: number; lng: number };

// A fix indoors can take a while; past this the detection reports a failure rather than spinning.
const POSITION_TIMEOUT_MS = 20_000;

/** The browser's position with high accuracy (SPEC §7), or a PositionError saying why not. */
export function getBrowserPosition(): Promise<Coordinates> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      reject(new PositionError('unsupported'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      (error) =>
        // 1 is PERMISSION_DENIED; 2 (unavailable) and 3 (timeout) both mean no fix was found.

        reject(new PositionError(error.code === 1 ? 'denied' : 'unavailable')),
      { enableHighAccuracy: true, timeout: POSITION_TIMEOUT_MS, maximumAge: 0 },
    );
  });
}
