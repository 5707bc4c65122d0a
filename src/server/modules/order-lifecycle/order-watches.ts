import type { DatabaseHandle } from '#server/db/client.ts';
import type { RoundWatch } from './round-watch';
import { createScheduledOrdersRepo } from './scheduled-orders.repo';
import { startScheduledOrdersWatch } from './scheduled-orders-watch';
import { createUnansweredOrdersRepo } from './unanswered-orders.repo';
import {
  startUnansweredOrdersWatch,
  type UnansweredOrdersWatchDependencies,
} from './unanswered-orders-watch';

// The changes the server makes to orders on its own, by the clock: orders for later are released
// when due, and orders nobody answers in time are cancelled.

export function startOrderWatches(
  deps: Omit<UnansweredOrdersWatchDependencies, 'unanswered'> & { database: DatabaseHandle },
  orderAcceptTimeoutSeconds: number,
): RoundWatch {
  const watches = [
    startScheduledOrdersWatch({ ...deps, scheduled: createScheduledOrdersRepo(deps.db) }),
    startUnansweredOrdersWatch(
      { ...deps, unanswered: createUnansweredOrdersRepo(deps.db) },
      orderAcceptTimeoutSeconds,
    ),
  ];
  return {
    async stop() {
      await Promise.all(watches.map((watch) => watch.stop()));
    },
  };
}
