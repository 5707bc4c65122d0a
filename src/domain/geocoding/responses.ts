// The answers of the address search: the geocoder's matches, reduced to what the pin needs.
import * as z from 'zod';
import { MAX_GEOCODE_MATCHES } from './rules';

/** One match: the geocoder's full label and its position in degrees. */
export const geocodeMatchSchema = z.object({
  label: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type GeocodeMatch = z.infer<typeof geocodeMatchSchema>;

/** GET /api/geocode/search: best match first, at most MAX_GEOCODE_MATCHES, possibly none. */
export const geocodeSearchResponseSchema = z.array(geocodeMatchSchema).max(MAX_GEOCODE_MATCHES);

/** GET /api/geocode/reverse: the address at a pin. */
export const geocodeReverseResponseSchema = z.object({ label: z.string() });
export type GeocodeReverse = z.infer<typeof geocodeReverseResponseSchema>;
