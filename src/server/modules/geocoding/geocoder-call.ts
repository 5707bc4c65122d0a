import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GeocoderCall } from './nominatim-client';

// What a route hands the geocoder for one request: a signal that aborts at the request's deadline
// or when its client goes away, and the client's language.

/**
 * Every address search answers within this (waiting for its turn included): a geocoder that hangs
 * gives 504 geocoder_timeout, never a customer staring at a spinner.
 */
export const GEOCODE_DEADLINE_MS = 3000;

/** A well-formed Accept-Language ("fr-CA,fr;q=0.9,en;q=0.8"); anything else is not passed on. */
const ACCEPT_LANGUAGE = /^[A-Za-z0-9*][A-Za-z0-9*,;=. _-]{0,199}$/;

export function geocoderCall(request: FastifyRequest, reply: FastifyReply): GeocoderCall {
  const clientLeft = new AbortController();
  // The response closes before it finished: the client closed the connection.
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) clientLeft.abort(new DOMException('The client left', 'AbortError'));
  });
  const language = request.headers['accept-language'];
  return {
    signal: AbortSignal.any([AbortSignal.timeout(GEOCODE_DEADLINE_MS), clientLeft.signal]),
    acceptLanguage: typeof language === 'string' && ACCEPT_LANGUAGE.test(language) ? language : undefined,
  };
}
