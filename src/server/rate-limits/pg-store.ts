import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { coalesceHits } from './coalesced-hits';
import type { CountersRepo } from './counters.repo';
import { routeCounterKey, routeScope } from './keys';

// A store for @fastify/rate-limit that counts in rate_limit_counters, so all instances on one
// PostgreSQL share each limit and a restart forgets nothing. One upsert per limited request, or per
// batch of requests from one address that arrive while its previous upsert is on its way.
//
// If the database cannot count, the request is let through (fail open) with a rare warning: the
// limit is a guard, not the product, and a route that needs the database answers 503 on its own.

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

export function pgRateLimitStore(
  repo: CountersRepo,
  warn: (error: unknown) => void,
): FastifyRateLimitStoreCtor {
  const hit = coalesceHits((key, windowMs, hits) => repo.hit(key, windowMs, hits));
  class PgRateLimitStore implements FastifyRateLimitStore {
    readonly scope: string;

    constructor(_globalOptions?: unknown, scope = routeScope(undefined)) {
      this.scope = scope;
    }

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      hit(routeCounterKey(this.scope, key), timeWindow).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
        (error: unknown) => {
          warn(error);
          callback(null, { current: 0, ttl: timeWindow });
        },
      );
    }

    // Called once per rate-limited route with the route's merged options; `routeInfo` is the route.
    child(routeOptions: object): FastifyRateLimitStore {
      const { routeInfo } = routeOptions as { routeInfo?: { method?: string | string[]; url?: string } };
      return new PgRateLimitStore(undefined, routeScope(routeInfo));
    }
  }
  return PgRateLimitStore;
}
