import { TIME_ZONE_MESSAGE } from '#domain/restaurant-orders/requests.ts';
import { AppError } from './app-error';

// Reads "today" in a caller's time zone (the restaurant board's and the driver app's stat cards).

/** PostgreSQL may not know every zone the validator does: an unknown one is the caller's 400. */
export async function inTimeZone<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (
      (error as { code?: string }).code === '22023' ||
      (error as { cause?: { code?: string } }).cause?.code === '22023'
    ) {
      throw new AppError(400, 'invalid_input', TIME_ZONE_MESSAGE, { tz: TIME_ZONE_MESSAGE });
    }
    throw error;
  }
}
