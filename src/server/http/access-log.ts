import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

// One access-log line per request, written when the answer has gone out, with the fields Fastify's
// two default lines ("incoming request", "request completed") carried between them. Half the lines
// halves the logging cost per request, which under load was a sixth of a catalogue read's CPU.
//
// A phone number is not a secret, but it is personal: it never reaches the log. The look-up route's
// path parameter and any `phone` query parameter (the order-tracking page's link) are masked.

const PHONE_QUERY = /([?&]phone=)[^&#]*/gi;
export const REDACTED_PHONE = '[phone]';

/** The request URL as it may be logged: phone numbers in the path or the query masked. */
export function loggableUrl(request: { url: string; routeOptions?: { url?: string } }): string {
  const queryStart = request.url.indexOf('?');
  // Most requests have neither a query nor a phone in their route: nothing to mask.
  if (queryStart === -1 && !request.routeOptions?.url?.includes(':phone')) return request.url;
  const path = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
  const query = queryStart === -1 ? '' : request.url.slice(queryStart);
  // The route's pattern says which path segment is the phone, whatever the client sent there.
  const pattern = request.routeOptions?.url?.split('/');
  let loggedPath = path;
  if (pattern?.includes(':phone')) {
    const segments = path.split('/');
    if (segments.length === pattern.length) {
      loggedPath = segments
        .map((segment, i) => (pattern[i] === ':phone' ? REDACTED_PHONE : segment))
        .join('/');
    }
  }
  return loggedPath + query.replace(PHONE_QUERY, `$1${REDACTED_PHONE}`);
}

/**
 * Fastify's request log lines, one per request: nothing when a request comes in, and when it is
 * answered one line with the request's fields (phone numbers masked) and the response's.
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    // Shaped for Fastify's own req/res serializers, so the fields are those of its default lines.
    const req = {
      method: request.method,
      url: loggableUrl(request),
      headers: request.headers,
      host: request.host,
      ip: request.ip,
      socket: request.socket,
    };
    if (error) {
      reply.log.error({ req, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    } else {
      reply.log.info({ req, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}
