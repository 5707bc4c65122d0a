import { AppError } from '#server/http/app-error.ts';
import type { Geocoder } from './geocoder';
import { abortedCallError } from './geocoder-errors';
import type { GeocoderCall } from './nominatim-client';

/**
 * One call to the geocoder, in its turn: waits for the pace (or is refused as busy), then calls.
 * Whatever an abort interrupts (the wait, the connection, the body) ends as 504 at the deadline or
 * as "client closed" when the client left; the client's own errors pass as they are.
 */
export async function callUpstream<T>(
  geocoder: Geocoder,
  call: GeocoderCall,
  ask: () => Promise<T>,
): Promise<T> {
  try {
    await geocoder.pace.take(call.signal);
    return await ask();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (call.signal.aborted) throw abortedCallError(call.signal);
    throw error;
  }
}
