import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

// Security headers as helmet defines them, computed once at start-up and replayed on every response.
// Running helmet per request halved the throughput of small cached responses (measured with
// `npm run bench`); our headers never vary per request (no CSP nonces), so the result is the same.

export function computeSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  // helmet is connect-style middleware; it only reads nothing from the request for static options.
  helmet(options)({} as never, response as never, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * What a JSON answer needs (OWASP REST Security Cheat Sheet): no sniffing, no framing, no content
 * of its own to run (CSP `default-src 'none'`), HTTPS only, and no cross-origin embedding. The
 * document headers helmet adds besides (the page's CSP, COOP, Origin-Agent-Cluster, X-XSS-Protection,
 * X-DNS-Prefetch-Control, X-Download-Options, X-Permitted-Cross-Domain-Policies) only take effect
 * on documents; on each of the API's answers they were 700 bytes, and a third of a small cached
 * answer's throughput (measured against a bare server with and without them).
 */
export function apiSecurityHeaders(documentHeaders: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
  const hsts = documentHeaders['strict-transport-security'];
  if (hsts !== undefined) headers['strict-transport-security'] = hsts;
  return headers;
}

/** API answers (JSON, under /api/ but for the HTML API docs) get the API set; everything else the page's. */
export function isApiAnswer(path: string): boolean {
  return path.startsWith('/api/') && !path.startsWith('/api/docs');
}

/** Sets the headers on every answer; returns the API's set (for answers sent outside Fastify). */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: HelmetOptions,
): Record<string, string> {
  const documentHeaders = computeSecurityHeaders(options);
  const apiHeaders = apiSecurityHeaders(documentHeaders);
  // onRequest, so a route that needs its own policy (the API docs' CSP) can still override it.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiAnswer(answeredPath(request)) ? apiHeaders : documentHeaders);
    done();
  });
  return apiHeaders;
}

/**
 * The matched route's pattern (the router has decoded and normalised the path, so "/%61pi/orders"
 * counts as "/api/orders"), or the URL when no route matched or the route is a catch-all (the web
 * build's route matches every unknown path, "/api/nothing" among them, which the not-found handler
 * answers by its URL too).
 */
function answeredPath(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  return pattern === undefined || pattern.endsWith('*') ? request.url : pattern;
}
