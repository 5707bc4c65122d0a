import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { createLoginThrottle, type LoginThrottleFactory } from '../auth/login-throttle';
import type { DatabaseHandle } from '../db/client';
import { type CountersRepo, createCountersRepo } from './counters.repo';
import { pgLoginThrottle } from './pg-login-throttle';
import { pgRateLimitStore } from './pg-store';
import { createRareWarning } from './rare-warning';
import { type CounterSweep, startCounterSweep } from './sweep';

// Where the rate limits and the sign-in throttle count: in PostgreSQL when the app runs on it
// (several instances may share it), in memory on the embedded database (one process).

export interface LimitBackends {
  /** The @fastify/rate-limit store; undefined keeps the plugin's in-memory store. */
  rateLimitStore: FastifyRateLimitStoreCtor | undefined;
  createLoginThrottle: LoginThrottleFactory;
  /** The shared counters and their sweep, on PostgreSQL only. */
  shared?: { repo: CountersRepo; sweep: CounterSweep };
}

export function createLimitBackends(app: FastifyInstance, database: DatabaseHandle): LimitBackends {
  if (database.kind !== 'postgres') return { rateLimitStore: undefined, createLoginThrottle };

  const repo = createCountersRepo(database.db);
  const warnCounting = createRareWarning(app.log, 'rate limits could not count; letting requests through');
  const sweep = startCounterSweep(repo, {
    onError: createRareWarning(app.log, 'sweeping ended rate-limit windows failed'),
  });
  app.addHook('onClose', async () => sweep.stop());
  return {
    rateLimitStore: pgRateLimitStore(repo, warnCounting),
    createLoginThrottle: (options) => pgLoginThrottle(repo, options, warnCounting),
    shared: { repo, sweep },
  };
}
