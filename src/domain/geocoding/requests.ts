// The query strings of GET /api/geocode/search and /api/geocode/reverse. Each message names its
// field, as every 400 of the API does.
import * as z from 'zod';
import { SEARCH_QUERY_MAX_LENGTH, SEARCH_QUERY_MIN_LENGTH } from './rules';

export const SEARCH_QUERY_LENGTH = `q must be ${SEARCH_QUERY_MIN_LENGTH} to ${SEARCH_QUERY_MAX_LENGTH} characters`;
export const SEARCH_COUNTRY_FORMAT = 'country must be a two-letter country code such as CA';
export const LATITUDE_QUERY = 'latitude must be a number from -90 to 90';
export const LONGITUDE_QUERY = 'longitude must be a number from -180 to 180';

const coordinate = (limit: 90 | 180, message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^[-+]?\d{1,3}(\.\d{1,20})?$/, message)
    .transform(Number)
    .refine((value) => Math.abs(value) <= limit, message);

/** GET /api/geocode/search: `q` is what the customer typed; `country` narrows it (ISO 3166-1 alpha-2). */
export const geocodeSearchQuerySchema = z.object({
  q: z
    .string({ error: SEARCH_QUERY_LENGTH })
    .trim()
    .min(SEARCH_QUERY_MIN_LENGTH, SEARCH_QUERY_LENGTH)
    .max(SEARCH_QUERY_MAX_LENGTH, SEARCH_QUERY_LENGTH),
  country: z
    .string({ error: SEARCH_COUNTRY_FORMAT })
    .regex(/^[A-Za-z]{2}$/, SEARCH_COUNTRY_FORMAT)
    .transform((code) => code.toUpperCase())
    .optional(),
});
export type GeocodeSearchQuery = z.output<typeof geocodeSearchQuerySchema>;

/** GET /api/geocode/reverse: the pin's position in degrees. */
export const geocodeReverseQuerySchema = z.object({
  latitude: coordinate(90, LATITUDE_QUERY),
  longitude: coordinate(180, LONGITUDE_QUERY),
});
export type GeocodeReverseQuery = z.output<typeof geocodeReverseQuerySchema>;
