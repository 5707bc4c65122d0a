import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CROSS_ORIGIN_REFUSED } from '#domain/accounts/messages.ts';
import { AppError } from './app-error';

// Cross-site request forgery defence in depth (the session cookie is already SameSite=Lax):
// a state-changing request, or a WebSocket upgrade, that a browser says comes from another site is
// refused. Clients that send no Origin (curl, server-to-server) carry no ambient cookie risk.

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isCrossOrigin(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  if (origin === 'null') return true;
  try {
    // Both sides through URL, so "host:80" and "host" compare equal for http.
    return new URL(origin).host !== new URL(`${request.protocol}://${request.host}`).host;
  } catch {
    return true;
  }
}

export function assertSameOrigin(request: FastifyRequest): void {
  if (isCrossOrigin(request)) throw new AppError(403, 'cross_origin', CROSS_ORIGIN_REFUSED);
}

export function registerOriginCheck(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every request, and a promise per request shows
  // in the profile of a cached catalogue read.
  app.addHook('onRequest', (request, _reply, done) => {
    // The matched route, not the raw URL: the router decodes and normalises the path, so
    // "/%61pi/orders" reaches "/api/orders" and must be checked like it.
    const route = request.routeOptions.url ?? '';
    if (SAFE_METHODS.has(request.method) || !route.startsWith('/api/') || !isCrossOrigin(request)) {
      done();
      return;
    }
    done(new AppError(403, 'cross_origin', CROSS_ORIGIN_REFUSED));
  });
}
