import { GEOLOCATION_FALLBACK } from '#domain/ordering/delivery-location.ts';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** How long ordering waits for a position before going on without one. */
export const GEOLOCATION_TIMEOUT_MS = 5000;

/** The browser refused to share the position (the user said no, or the page is not secure). */
export class LocationDeniedError extends Error {
  constructor(message = 'Location permission denied') {
    super(message);
    this.name = 'LocationDeniedError';
  }
}

/** GeolocationPositionError.PERMISSION_DENIED; the constant is not on the error in every browser. */
const PERMISSION_DENIED = 1;

export type PositionOutcome =
  | { kind: 'position'; coordinates: Coordinates }
  | { kind: 'denied' }
  | { kind: 'unavailable' };

/** Asks the browser once for the current position; never rejects. */
export function requestPosition(
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
  timeoutMs = GEOLOCATION_TIMEOUT_MS,
): Promise<PositionOutcome> {
  if (!geolocation) return Promise.resolve({ kind: 'unavailable' });
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      (position) =>
        resolve({
          kind: 'position',
          coordinates: { latitude: position.coords.latitude, longitude: position.coords.longitude },
        }),
      (error) => resolve({ kind: error.code === PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { timeout: timeoutMs, maximumAge: 60_000 },
    );
  });
}

export type LocationPolicy =
  /** The drawer: any failure means the fallback coordinates (SPEC section 7). */
  | 'fallback'
  /** /checkout: a denied permission stops the order; a slow or missing GPS still falls back. */
  | 'denied-fails';

/** The coordinates an order is sent with, per policy; throws LocationDeniedError when it must stop. */
export function coordinatesFor(outcome: PositionOutcome, policy: LocationPolicy): Coordinates {
  if (outcome.kind === 'position') return outcome.coordinates;
  if (outcome.kind === 'denied' && policy === 'denied-fails') throw new LocationDeniedError();
  return { ...GEOLOCATION_FALLBACK };
}
