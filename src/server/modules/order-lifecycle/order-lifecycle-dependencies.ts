import type { Database } from '#server/db/client.ts';
import type { PaymentProvider } from '#server/payment-providers/payment-provider.ts';
import type { RealtimeHub } from '#server/realtime/hub.ts';
import type { OrderLifecycleRepo } from './order-lifecycle.repo';
import type { RefundsRepo } from './refunds.repo';

// What every side needs to move an order through its lifecycle (accept, reject, claim, deliver,
// cancel, assign): the database for the transaction, the order core's SQL, the hub that announces
// the change, and the payment provider and refunds for a cancelled card order. Each side's
// dependency type extends this one with its own repository.

export interface OrderLifecycleDependencies {
  db: Database;
  repo: OrderLifecycleRepo;
  hub: RealtimeHub;
  refunds: RefundsRepo;
  payments: PaymentProvider;
  log: { warn(obj: object, msg: string): void };
}

/** What a single status change needs (no refund can follow from it). */
export type OrderChangeDependencies = Pick<OrderLifecycleDependencies, 'db' | 'repo' | 'hub'>;
