import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino from 'pino';

// One access-log line per request, written when the answer has gone out, with the fields Fastify's
// two default lines ("incoming request", "request completed") carried between them. Half the lines
// halves the logging cost per request, which under load was a sixth of a catalogue read's CPU.
//
// A phone number is not a secret, but it is personal, and a tracking token is a secret: neither
// reaches the log. The route parameters :phone and :token, the query parameters `phone` and
// `token` (the order-tracking page's link) and the token of a receipt page (/receipt/{token}, also
// under /d: the app shell answers it, with no route to name the parameter) are masked.

const PRIVATE_QUERY = /([?&](phone|token)=)[^&#]*/gi;
export const REDACTED_PHONE = '[phone]';
export const REDACTED_TOKEN = '[token]';
const REDACTED_PARAMS: Readonly<Record<string, string>> = {
  ':phone': REDACTED_PHONE,
  ':token': REDACTED_TOKEN,
};
const hasPrivateParam = (route: string | undefined) =>
  route !== undefined && (route.includes(':phone') || route.includes(':token'));
/** A receipt page's path up to its token. */
const RECEIPT_PAGE = /^(\/d)?\/receipt\/[^/]+/;
const isReceiptPage = (url: string) => url.startsWith('/receipt/') || url.startsWith('/d/receipt/');

/** The request URL as it may be logged: phone numbers and tracking tokens masked. */
export function loggableUrl(request: { url: string; routeOptions?: { url?: string } }): string {
  const queryStart = request.url.indexOf('?');
  const route = request.routeOptions?.url;
  // Most requests have neither a query nor a private parameter in their route: nothing to mask.
  if (queryStart === -1 && !hasPrivateParam(route) && !isReceiptPage(request.url)) return request.url;
  const path = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
  const query = queryStart === -1 ? '' : request.url.slice(queryStart);
  let loggedPath = isReceiptPage(path)
    ? path.replace(
        RECEIPT_PAGE,
        (_match, prefix: string | undefined) => `${prefix ?? ''}/receipt/${REDACTED_TOKEN}`,
      )
    : path;
  if (hasPrivateParam(route)) {
    // The route's pattern says which path segment is private, whatever the client sent there.
    const pattern = route?.split('/') ?? [];
    const segments = path.split('/');
    if (segments.length === pattern.length) {
      loggedPath = segments.map((segment, i) => REDACTED_PARAMS[pattern[i] ?? ''] ?? segment).join('/');
    }
  }
  return (
    loggedPath +
    query.replace(
      PRIVATE_QUERY,
      (_match, prefix: string, name: string) =>
        `${prefix}${name.toLowerCase() === 'token' ? REDACTED_TOKEN : REDACTED_PHONE}`,
    )
  );
}

/** The parts of a pino logger the access line is written through (pino.symbols, public API). */
interface PinoInternals {
  [pino.symbols.chindingsSym]?: string;
  [pino.symbols.streamSym]?: { write(line: string): unknown };
  isLevelEnabled?(level: string): boolean;
}

/** Where access lines go: the logger's stream, after its bindings (pid, hostname, reqId...). */
export interface AccessLogTarget {
  stream: { write(line: string): unknown };
  bindings: string;
}

/**
 * The logger's stream and bindings when it is a pino logger with info enabled; `undefined` when
 * info is off, and `null` when the logger is not pino's (it must then format the line itself).
 */
export function accessLogTarget(log: unknown): AccessLogTarget | undefined | null {
  const logger = log as PinoInternals;
  if (logger.isLevelEnabled && !logger.isLevelEnabled('info')) return undefined;
  const stream = logger[pino.symbols.streamSym];
  const bindings = logger[pino.symbols.chindingsSym];
  return stream && bindings !== undefined ? { stream, bindings } : null;
}

/** What the access line says of a request: a FastifyRequest, or the same fields taken from node's. */
export interface AccessLoggedRequest {
  method: string;
  url: string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
  routeOptions?: { url?: string };
}

const INFO = 30;

/** What JSON.stringify escapes in a string: a quote, a backslash, a control character, a surrogate. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for.
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;

/**
 * A string as JSON, exactly as JSON.stringify writes it. Most of what a line carries (a path, an
 * address, a host name) has nothing to escape and is only quoted: one regular-expression test is
 * cheaper than JSON.stringify's call into the engine. Anything else goes through JSON.stringify.
 */
export function jsonString(value: string): string {
  return NEEDS_ESCAPE.test(value) ? JSON.stringify(value) : `"${value}"`;
}

/**
 * The answer's time in milliseconds to the microsecond, as the line writes it. A clock reading in
 * full (0.04213297367095947) takes V8's shortest-digits conversion its slow way, often through
 * big-number arithmetic: under load, rounding it saved 5-14% of a cached catalogue answer's CPU
 * (decision 0023). Three decimals take the fast way, and nothing finer than a microsecond is
 * measured.
 */
export function loggedResponseTime(milliseconds: number): number {
  return Math.round(milliseconds * 1000) / 1000;
}

/**
 * The completed-request line, byte for byte what pino writes for
 * `log.info({ req, res, responseTime }, 'request completed')` with Fastify's req and res
 * serializers, but built as one template string: pino's generic object walk and serializers were a
 * tenth of a cached catalogue read's CPU. Text a client controls (URL, host, address, version
 * header) is escaped as JSON.stringify escapes it, so it cannot break the line.
 */
export function accessLine(
  time: number,
  bindings: string,
  request: AccessLoggedRequest,
  statusCode: number,
  responseTime: number,
): string {
  const version = request.headers['accept-version'];
  const port = request.socket?.remotePort;
  return (
    `{"level":${INFO},"time":${time}${bindings},"req":{"method":${jsonString(request.method)},` +
    `"url":${jsonString(loggableUrl(request))}` +
    (typeof version === 'string' ? `,"version":${jsonString(version)}` : '') +
    (request.host === undefined ? '' : `,"host":${jsonString(request.host)}`) +
    (request.ip === undefined ? '' : `,"remoteAddress":${jsonString(request.ip)}`) +
    (port === undefined ? '' : `,"remotePort":${port}`) +
    `},"res":{"statusCode":${statusCode}},"responseTime":${loggedResponseTime(responseTime)},"msg":"request completed"}\n`
  );
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
    if (error) {
      // Rare, and the error needs pino's serializer (stack, cause): the generic path.
      const req = {
        method: request.method,
        url: loggableUrl(request),
        headers: request.headers,
        host: request.host,
        ip: request.ip,
        socket: request.socket,
      };
      reply.log.error(
        { req, res: reply, err: error, responseTime: loggedResponseTime(reply.elapsedTime) },
        'request errored',
      );
      return;
    }
    const target = accessLogTarget(reply.log);
    if (target === undefined) return;
    if (target === null) {
      // Not a pino logger (a custom one was configured): let it format the line itself.
      const req = { method: request.method, url: loggableUrl(request), headers: request.headers };
      reply.log.info(
        { req, res: reply, responseTime: loggedResponseTime(reply.elapsedTime) },
        'request completed',
      );
      return;
    }
    target.stream.write(
      accessLine(Date.now(), target.bindings, request, reply.statusCode, reply.elapsedTime),
    );
  }
}
