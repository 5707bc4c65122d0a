import { randomUUID } from 'node:crypto';
import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyServerFactory } from 'fastify';
import type { HttpMetrics } from '../metrics/http-metrics';
import { type AccessLoggedRequest, type AccessLogTarget, accessLine, accessLogTarget } from './access-log';
import { JSON_CONTENT_TYPE } from './json-answer';
import type { fastifyTrustProxy } from './trust-proxy';

// Ready answers: a GET whose answer is already in memory (a cached catalogue read) is answered
// straight from node's request event, before Fastify builds its request and reply, routes, runs
// its hooks and sends. On the menu, the most read answer of the product, that work was more than
// half of the server's time (decision 0020); answered here, the same bytes go out with the same
// headers, access-log line and metrics as the routed answer (a test compares the two). Whatever
// is not ready (a miss, an expired entry, any other request) goes to Fastify unchanged.

export interface ReadyAnswer {
  /** The JSON answer, exactly as the route would send it. */
  body: Buffer;
  /** The route's pattern, as the log masks and the metrics label it. */
  route: string;
}

/** Finds the ready answer for a GET's raw URL, or nothing. Must not do I/O: it runs on every GET. */
export type ReadyAnswerLookup = (url: string) => ReadyAnswer | undefined;

type TrustProxySetting = ReturnType<typeof fastifyTrustProxy>;

export interface ReadyAnswerSources {
  lookup: ReadyAnswerLookup;
  /** The API's security headers, as every JSON answer carries them. */
  securityHeaders: Record<string, string>;
  /** The server's logger (the access line is written when info is on); none when logging is off. */
  log: unknown | undefined;
  metrics: HttpMetrics | undefined;
}

/** The client's address and host, as Fastify's request.ip and request.host give them. */
function addressing(trustProxy: TrustProxySetting) {
  if (trustProxy === false) {
    return {
      ip: (req: IncomingMessage) => req.socket.remoteAddress,
      host: (req: IncomingMessage) => req.headers.host ?? '',
    };
  }
  const trust = typeof trustProxy === 'function' ? trustProxy : proxyAddr.compile(trustProxy as string[]);
  return {
    ip: (req: IncomingMessage) => {
      const addresses = proxyAddr.all(req, trust);
      return addresses[addresses.length - 1];
    },
    host: (req: IncomingMessage) => {
      const forwarded = req.headers['x-forwarded-host'];
      // Node joins a repeated X-Forwarded-Host with ", "; the last entry is the nearest proxy's.
      if (typeof forwarded === 'string' && forwarded && trust(req.socket.remoteAddress ?? '', 0)) {
        return forwarded.slice(forwarded.lastIndexOf(',') + 1).trim();
      }
      return req.headers.host ?? '';
    },
  };
}

export function createReadyAnswers(options: {
  trustProxy: TrustProxySetting;
  /** A server already listening (start-up's, answering "starting") that the app takes over. */
  server?: { adopt(handler: (req: IncomingMessage, res: ServerResponse) => void): Server };
}) {
  const { ip, host } = addressing(options.trustProxy);
  let sources: ReadyAnswerSources | undefined;
  let headers: string[] = [];
  let log: AccessLogTarget | undefined;

  /** Answers req when its answer is ready; false hands it to Fastify. */
  function answer(req: IncomingMessage, res: ServerResponse): boolean {
    if (sources === undefined || req.method !== 'GET' || req.url === undefined) return false;
    const ready = sources.lookup(req.url);
    if (ready === undefined) return false;
    const start = performance.now();
    const id = randomUUID();
    // Node copies the list as it writes the head, so one list serves every answer.
    headers[1] = id;
    headers[headers.length - 1] = String(ready.body.length);
    res.writeHead(200, headers);
    res.end(ready.body);
    // Logged once the answer is handed to the socket (Fastify logs on 'finish', a tick later).
    const elapsed = performance.now() - start;
    sources.metrics?.record('GET', ready.route, 200, elapsed);
    if (log) {
      const request: AccessLoggedRequest = {
        method: 'GET',
        url: req.url,
        headers: req.headers,
        host: host(req),
        ip: ip(req),
        socket: req.socket,
        routeOptions: { url: ready.route },
      };
      // A UUID needs no escaping.
      const bindings = `${log.bindings},"reqId":"${id}"`;
      log.stream.write(accessLine(Date.now(), bindings, request, 200, elapsed));
    }
    return true;
  }

  return {
    /** Fastify's `serverFactory`: node's HTTP server, set up as Fastify sets up its own. */
    serverFactory: ((handler, fastifyOptions) => {
      const setting = (name: string) => Number(fastifyOptions[name] ?? 0);
      const handle = (req: IncomingMessage, res: ServerResponse) => {
        if (!answer(req, res)) handler(req, res);
      };
      const server = options.server
        ? options.server.adopt(handle)
        : createServer((fastifyOptions.http ?? {}) as ServerOptions, handle);
      server.keepAliveTimeout = setting('keepAliveTimeout');
      server.requestTimeout = setting('requestTimeout');
      server.setTimeout(setting('connectionTimeout'));
      if (setting('maxRequestsPerSocket') > 0) server.maxRequestsPerSocket = setting('maxRequestsPerSocket');
      return server;
    }) satisfies FastifyServerFactory<Server>,
    /** Starts answering from these sources (once the app is built). */
    open(from: ReadyAnswerSources): void {
      const security = Object.entries(from.securityHeaders).flat();
      headers = ['x-request-id', '', ...security, 'content-type', JSON_CONTENT_TYPE, 'content-length', ''];
      // The log level is set at start-up. A logger that is not pino's can only log through Fastify.
      const target = from.log === undefined ? undefined : accessLogTarget(from.log);
      if (target === null) return;
      log = target;
      sources = from;
    },
    /** Everything goes to Fastify again (which answers 503 while the server closes). */
    close(): void {
      sources = undefined;
    },
  };
}

export type ReadyAnswers = ReturnType<typeof createReadyAnswers>;
