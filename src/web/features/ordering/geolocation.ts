export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** How long the drop-off picker waits for the browser's position before leaving the pin to the customer. */
export const GEOLOCATION_TIMEOUT_MS = 5000;

/** GeolocationPositionError.PERMISSION_DENIED; the constant is not on the error in every browser. */
const PERMISSION_DENIED = 1;

export type PositionOutcome =
  | { kind: 'position'; coordinates: Coordinates }
  | { kind: 'denied' }
  | { kind: 'unavailable' };

/**
 * Asks the browser once for the current position; never rejects. The answer only places the
 * drop-off pin first (DESIGN deviation 14): a denial or a silent GPS leaves the pin to the customer
 * and never stops an order.
 */
export function requestPosition(
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
  timeoutMs = GEOLOCATION_TIMEOUT_MS,
): Promise<PositionOutcome> {
  if (!geolocation) return Promise.resolve({ kind: 'unavailable' });
  return new Promise((resolve) => {
    try {
      geolocation.getCurrentPosition(
        (position) =>
          resolve({
            kind: 'position',
            coordinates: { latitude: position.coords.latitude, longitude: position.coords.longitude },
          }),
        (error) => resolve({ kind: error.code === PERMISSION_DENIED ? 'denied' : 'unavailable' }),
        { timeout: timeoutMs, maximumAge: 60_000 },
      );
    } catch {
      // Some embedded browsers throw instead of calling the error callback.
      resolve({ kind: 'unavailable' });
    }
  });
}
