import { createHash } from 'node:crypto';

// Names of the rows in rate_limit_counters. Each limited route counts apart (as the in-memory store
// does, one store per route), and sign-in throttle rows never collide with route rows.

interface RouteInfo {
  method?: string | string[];
  url?: string;
}

/** "route:POST /api/auth/login": the part of a route's keys that tells it apart from other routes. */
export function routeScope(route: RouteInfo | undefined): string {
  const method = [route?.method ?? '*'].flat().join(',');
  return `route:${method} ${route?.url ?? '*'}`;
}

/** One client of one route; `client` is @fastify/rate-limit's key (the normalised client address). */
export function routeCounterKey(scope: string, client: string): string {
  return `${scope}|${client}`;
}

/** The throttle's own key for one address and email (the in-memory throttle uses it as is). */
export function signInThrottleKey(address: string, email: string): string {
  return `${address}|${email}`;
}

/** The row of a sign-in throttle key: hashed, so the table holds no email addresses. */
export function signInCounterKey(throttleKey: string): string {
  return `sign-in:${createHash('sha256').update(throttleKey).digest('base64url')}`;
}
