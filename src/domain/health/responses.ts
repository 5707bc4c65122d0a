import * as z from 'zod';
import { PAYMENT_MODES } from '../payments/card-payments';
import { RUN_MODES } from '../shared/run-mode';

// GET /api/health (DESIGN section 6): for load balancers, uptime checks and operators. It says what
// kind of deployment answers, never anything private.

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  /** demo: embedded database with demo data; production: PostgreSQL. */
  mode: z.enum(RUN_MODES),
  /** Which card payments are taken: real Stripe, the built-in test mode, or none (cash only). */
  payments: z.enum(PAYMENT_MODES),
  database: z.enum(['up', 'down']),
  databaseKind: z.enum(['pglite', 'postgres']),
  /** How live events reach the other instances. */
  hub: z.enum(['in-process', 'postgres']),
  /** Whether this instance hears other instances' live events now (always true in process). */
  hubConnected: z.boolean(),
});
export type Health = z.infer<typeof healthSchema>;

/**
 * What /api/health answers (503) while the server starts, before its database is open: the
 * process is alive and says so, so a load balancer waits instead of marking it dead.
 */
export const startingHealthSchema = z.object({
  status: z.literal('starting'),
  mode: z.enum(RUN_MODES),
  payments: z.enum(PAYMENT_MODES),
  databaseKind: z.enum(['pglite', 'postgres']),
});
export type StartingHealth = z.infer<typeof startingHealthSchema>;
