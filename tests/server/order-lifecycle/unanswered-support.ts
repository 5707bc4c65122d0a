import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '#server/db/client.ts';
import { createOrderLifecycleRepo } from '#server/modules/order-lifecycle/order-lifecycle.repo.ts';
import { createRefundsRepo } from '#server/modules/order-lifecycle/refunds.repo.ts';
import { createUnansweredOrdersRepo } from '#server/modules/order-lifecycle/unanswered-orders.repo.ts';
import type { UnansweredOrdersDependencies } from '#server/modules/order-lifecycle/unanswered-orders.ts';
import type { PaymentProvider } from '#server/payment-providers/payment-provider.ts';
import { createTestModeProvider } from '#server/payment-providers/test-mode-provider.ts';

// What the unanswered-order tests share: the short timeout, a round's dependencies built on an
// app's database and hub (to run rounds directly, with a clock of the test's choosing), and polling.

export const TIMEOUT_ENV = { ORDER_ACCEPT_TIMEOUT_SECONDS: '5' };

/**
 * A round's dependencies on `database`, announcing through `app`'s hub. A failed order is thrown
 * from the log, so no test passes over one. `payments` defaults to the test-mode provider.
 */
export function roundDeps(
  app: FastifyInstance,
  database: DatabaseHandle,
  payments: PaymentProvider = createTestModeProvider(database.db),
): UnansweredOrdersDependencies {
  const { db } = database;
  return {
    db,
    repo: createOrderLifecycleRepo(db),
    unanswered: createUnansweredOrdersRepo(db),
    hub: app.hub,
    refunds: createRefundsRepo(db),
    payments,
    log: {
      warn(obj, msg) {
        throw new Error(`${msg}: ${JSON.stringify(obj)}`);
      },
    },
  };
}

/** Reads until `done` holds, every 250 ms, failing after `timeoutMs` with the last value read. */
export async function waitUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`not reached within ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
