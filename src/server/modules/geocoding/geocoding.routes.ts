import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { geocodeReverseQuerySchema, geocodeSearchQuerySchema } from '#domain/geocoding/requests.ts';
import { geocodeReverseResponseSchema, geocodeSearchResponseSchema } from '#domain/geocoding/responses.ts';
import { GEOCODE_ERROR_CODES, GEOCODER_UNAVAILABLE } from '#domain/geocoding/rules.ts';
import { errorSchema } from '#server/http/error-schema.ts';
import { createGeocoder, type GeocoderSettings } from './geocoder';
import { geocoderCall } from './geocoder-call';
import { reverseGeocode } from './reverse-geocode';
import { searchAddresses } from './search-addresses';

// Address search for the customer's drop-off pin (issue 34), through the geocoder the operator
// chose (GEOCODER_URL). Without one both routes answer 503 geocoder_unavailable and the customer
// places the pin by hand.

export function registerGeocodingRoutes(app: FastifyInstance, settings: GeocoderSettings): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const geocoder = settings.geocoderUrl ? createGeocoder(settings.geocoderUrl, settings) : undefined;
  const rateLimit = { max: settings.geocodeRateLimit, timeWindow: '1 minute' };
  const failures = { 429: errorSchema, 502: errorSchema, 503: errorSchema, 504: errorSchema };
  // Not configured is a setting, not a failure: answered here, without an error in the log.
  const unavailable = { message: GEOCODER_UNAVAILABLE, code: GEOCODE_ERROR_CODES.unavailable };

  api.get(
    '/api/geocode/search',
    {
      config: { rateLimit: { ...rateLimit } },
      schema: {
        tags: ['geocoding'],
        summary: 'Up to 5 addresses matching what the customer typed, optionally in one country',
        querystring: geocodeSearchQuerySchema,
        response: { 200: geocodeSearchResponseSchema, 400: errorSchema, ...failures },
      },
    },
    async (request, reply) => {
      if (!geocoder) return reply.status(503).send(unavailable);
      return searchAddresses(geocoder, request.query, geocoderCall(request, reply));
    },
  );

  api.get(
    '/api/geocode/reverse',
    {
      config: { rateLimit: { ...rateLimit } },
      schema: {
        tags: ['geocoding'],
        summary: 'The address at a point (the customer’s pin)',
        querystring: geocodeReverseQuerySchema,
        response: { 200: geocodeReverseResponseSchema, 400: errorSchema, 404: errorSchema, ...failures },
      },
    },
    async (request, reply) => {
      if (!geocoder) return reply.status(503).send(unavailable);
      return reverseGeocode(geocoder, request.query, geocoderCall(request, reply));
    },
  );
}
