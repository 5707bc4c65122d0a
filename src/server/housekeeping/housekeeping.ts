import { withAdvisoryLock } from '../db/advisory-lock';
import type { DatabaseHandle } from '../db/client';
import type { PaymentProvider } from '../payment-providers/payment-provider';
import { releaseAbandonedAuthorisations } from './abandoned-authorisations';
import { vacuumEmbedded } from './embedded-vacuum';
import { removeExpiredPushSubscriptions } from './expired-push-subscriptions';
import { removeExpiredSessions } from './expired-sessions';
import { removeOldIdempotencyKeys } from './old-idempotency-keys';
import { retryPendingRefunds } from './pending-refunds';
import { removeUnusedTestIntents } from './unused-test-intents';

// Periodic clean-up of rows nothing else ever removes, and release of card authorisations that no
// order used. Several instances may share one PostgreSQL: a session-level advisory lock lets one
// of them do a round while the others skip it. PGlite has one process, so it just runs.

/** Fixed advisory-lock key for housekeeping ("QBHK"); no other part of the product locks it. */
export const HOUSEKEEPING_LOCK_KEY = 0x5142484b;
/** The first round comes soon after start, not a whole interval later. */
const FIRST_ROUND_DELAY_MS = 15_000;

export interface HousekeepingDeps {
  database: Pick<DatabaseHandle, 'kind' | 'db' | 'pool' | 'pglite'>;
  payments: PaymentProvider;
  now?: () => Date;
  /** How long an authorisation is left alone for its checkout to finish. */
  authorisationGraceMs?: number;
}

export interface HousekeepingCounts {
  sessions: number;
  idempotencyKeys: number;
  testPaymentIntents: number;
  authorisationsReleased: number;
  refundsSettled: number;
  /** Customers' order push subscriptions an hour after their order ended. */
  pushSubscriptions: number;
  /** Tables of the embedded database vacuumed or analysed (PostgreSQL's autovacuum does its own). */
  tablesTended: number;
}

/** `ran` is false when another instance held the lock; the counts are then all zero. */
export type HousekeepingResult = { ran: boolean } & HousekeepingCounts;

const NOTHING: HousekeepingCounts = {
  sessions: 0,
  idempotencyKeys: 0,
  testPaymentIntents: 0,
  authorisationsReleased: 0,
  refundsSettled: 0,
  pushSubscriptions: 0,
  tablesTended: 0,
};

/** One round, now. Exported so tests (and an operator script) can run it directly. */
export async function runHousekeeping(deps: HousekeepingDeps): Promise<HousekeepingResult> {
  const round = await withAdvisoryLock(deps.database, HOUSEKEEPING_LOCK_KEY, () => work(deps));
  return round.ran ? { ran: true, ...round.result } : { ran: false, ...NOTHING };
}

async function work(deps: HousekeepingDeps): Promise<HousekeepingCounts> {
  const { db } = deps.database;
  const now = (deps.now ?? (() => new Date()))();
  // Release first: the old test intents it cancels are then removed in the same round.
  const authorisationsReleased = await releaseAbandonedAuthorisations(db, deps.payments, {
    now,
    graceMs: deps.authorisationGraceMs,
  });
  const counts = {
    sessions: await removeExpiredSessions(db, now),
    idempotencyKeys: await removeOldIdempotencyKeys(db, now),
    testPaymentIntents: await removeUnusedTestIntents(db, now),
    authorisationsReleased,
    refundsSettled: await retryPendingRefunds(db, deps.payments, now, {
      // The round's own log line carries the count; a failing provider is reported there too.
      warn: () => {},
    }),
    pushSubscriptions: await removeExpiredPushSubscriptions(db, now),
  };
  // Last, so the rows this round deleted are cleared away too.
  const { pglite } = deps.database;
  return { ...counts, tablesTended: pglite ? await vacuumEmbedded(pglite) : 0 };
}

interface Logger {
  info(obj: unknown, msg: string): void;
  error(obj: unknown, msg: string): void;
}

export interface Housekeeper {
  /** Stops the timer and waits for a round in progress (before the database is closed). */
  stop(): Promise<void>;
}

/** Runs a round every `intervalSeconds` (0 = never), one at a time, until stopped. */
export function startHousekeeping(deps: HousekeepingDeps, intervalSeconds: number, log: Logger): Housekeeper {
  if (intervalSeconds <= 0) return { stop: async () => {} };
  const intervalMs = intervalSeconds * 1000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const round = async () => {
    try {
      const result = await runHousekeeping(deps);
      // Counts only: nothing personal is logged.
      if (result.ran) log.info({ housekeeping: result }, 'housekeeping round done');
    } catch (error) {
      log.error({ err: error }, 'housekeeping round failed');
    }
  };
  const schedule = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = round().finally(() => {
        running = undefined;
        schedule(intervalMs);
      });
    }, delayMs);
    timer.unref();
  };
  schedule(Math.min(FIRST_ROUND_DELAY_MS, intervalMs));

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
