import { randomBytes } from 'node:crypto';
import { inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '#server/db/client.ts';
import {
  cardAuthorisations,
  idempotencyKeys,
  orders,
  sessions,
  testPaymentIntents,
} from '#server/db/schema.ts';
import { runHousekeeping } from '#server/housekeeping/housekeeping.ts';
import type { IntentState, PaymentProvider } from '#server/payment-providers/payment-provider.ts';
import { createTestModeProvider } from '#server/payment-providers/test-mode-provider.ts';
import { buildTestApp, type TestApp } from '../../support/test-app';

// Housekeeping (decisions 0007 and 0009): one round removes exactly the rows that expired and
// releases the card authorisations of orders that were never placed, and nothing else. On
// PostgreSQL, two instances running a round at once: only one does the work.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let t: TestApp;
let db: DatabaseHandle['db'];
beforeAll(async () => {
  t = await buildTestApp();
  db = t.database.handle.db;
});
afterAll(() => t.close());

const ago = (ms: number) => new Date(Date.now() - ms);
const later = (ms: number) => new Date(Date.now() + ms);
const uid = (prefix: string) => `${prefix}${randomBytes(9).toString('hex')}`;

async function addSession(subjectType: string, lastSeenAt: Date, expiresAt: Date): Promise<string> {
  const tokenHash = uid('hk-session-');
  await db.insert(sessions).values({ tokenHash, subjectType, subjectId: 1, lastSeenAt, expiresAt });
  return tokenHash;
}

/** A test intent last changed (created, or confirmed) at `at`. */
async function addIntent(status: string, at: Date): Promise<string> {
  const id = uid('pi_testhk');
  await db.insert(testPaymentIntents).values({
    id,
    clientSecretHash: uid('hash'),
    amountCents: 1250,
    currency: 'usd',
    status,
    createdAt: at,
    updatedAt: at,
  });
  return id;
}

/** A placed order paid with the intent (only the columns the database requires). */
async function orderPaidWith(paymentIntentId: string): Promise<void> {
  await db.insert(orders).values({
    restaurantId: 1,
    customerName: 'Test Customer',
    customerPhone: '+1 416-555-0000',
    customerPhoneNormalized: '14165550000',
    customerAddress: '100 Queen St W, Toronto',
    items: '[]',
    deliveryCode: '4821',
    currency: 'CAD',
    subtotal: '7.51',
    deliveryFee: '4.99',
    total: '12.50',
    paymentMethod: 'card',
    paymentStatus: 'completed',
    paymentIntentId,
  });
}

const remaining = async <T extends { id: string }>(rows: T[]) => rows.map((r) => r.id).sort();

describe('one housekeeping round', () => {
  it('removes expired sessions, old keys and unused old test intents, and releases abandoned authorisations', async () => {
    const liveSessions = [
      await addSession('admin', ago(MINUTE), later(11 * HOUR)),
      await addSession('restaurant', ago(2 * DAY), later(20 * DAY)),
    ];
    const expiredSessions = [
      await addSession('admin', ago(2 * HOUR + MINUTE), later(9 * HOUR)), // idle
      await addSession('driver', ago(3 * DAY + MINUTE), later(20 * DAY)), // idle
      await addSession('restaurant', ago(MINUTE), ago(MINUTE)), // absolute
      await addSession('retired-role', ago(MINUTE), later(DAY)), // a type the store no longer knows
    ];

    await db.insert(idempotencyKeys).values([
      { key: 'hk-old', scope: 'order', requestHash: 'h', createdAt: ago(DAY + MINUTE) },
      { key: 'hk-fresh', scope: 'order', requestHash: 'h', createdAt: ago(23 * HOUR) },
    ]);

    const oldUnused = await addIntent('requires_payment_method', ago(DAY + MINUTE));
    const oldUsed = await addIntent('succeeded', ago(DAY + MINUTE));
    await orderPaidWith(oldUsed);
    const recentUnused = await addIntent('requires_payment_method', ago(23 * HOUR));
    const abandoned = await addIntent('requires_capture', ago(31 * MINUTE));
    const inFlight = await addIntent('requires_capture', ago(5 * MINUTE));
    const authorisedAndUsed = await addIntent('requires_capture', ago(2 * HOUR));
    await orderPaidWith(authorisedAndUsed);
    const abandonedLongAgo = await addIntent('requires_capture', ago(DAY + HOUR));

    const result = await runHousekeeping({
      database: t.database.handle,
      payments: createTestModeProvider(db),
    });

    expect(result).toEqual({
      ran: true,
      sessions: 4,
      idempotencyKeys: 1,
      // The one never confirmed, and the one released in this same round.
      testPaymentIntents: 2,
      authorisationsReleased: 2,
      refundsSettled: 0,
      pushSubscriptions: 0,
      // The embedded database's upkeep (tests/server/housekeeping/embedded-vacuum.test.ts); none on PostgreSQL.
      tablesTended: expect.any(Number),
    });
    const sessionRows = await db
      .select({ id: sessions.tokenHash })
      .from(sessions)
      .where(inArray(sessions.tokenHash, [...liveSessions, ...expiredSessions]));
    expect(await remaining(sessionRows)).toEqual([...liveSessions].sort());

    const keyRows = await db
      .select({ id: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(like(idempotencyKeys.key, 'hk-%'));
    expect(await remaining(keyRows)).toEqual(['hk-fresh']);

    const intentRows = await db
      .select({ id: testPaymentIntents.id, status: testPaymentIntents.status })
      .from(testPaymentIntents)
      .where(like(testPaymentIntents.id, 'pi_testhk%'));
    const statusOf = Object.fromEntries(intentRows.map((row) => [row.id, row.status]));
    expect(statusOf).toEqual({
      [oldUsed]: 'succeeded',
      [recentUnused]: 'requires_payment_method',
      [abandoned]: 'canceled',
      [inFlight]: 'requires_capture',
      [authorisedAndUsed]: 'requires_capture',
    });
    expect(statusOf).not.toHaveProperty(oldUnused);
    expect(statusOf).not.toHaveProperty(abandonedLongAgo);

    // A second round finds nothing more to do.
    const again = await runHousekeeping({
      database: t.database.handle,
      payments: createTestModeProvider(db),
    });
    expect(again).toEqual({
      ran: true,
      sessions: 0,
      idempotencyKeys: 0,
      testPaymentIntents: 0,
      authorisationsReleased: 0,
      refundsSettled: 0,
      pushSubscriptions: 0,
      tablesTended: 0,
    });
  });

  it('deletes a large backlog in batches, all of it', async () => {
    const rows = Array.from({ length: 2_345 }, (_, i) => ({
      key: `hk-backlog-${i}`,
      scope: 'order',
      requestHash: 'h',
      createdAt: ago(2 * DAY),
    }));
    for (let i = 0; i < rows.length; i += 500)
      await db.insert(idempotencyKeys).values(rows.slice(i, i + 500));
    const result = await runHousekeeping({
      database: t.database.handle,
      payments: createTestModeProvider(db),
    });
    expect(result.idempotencyKeys).toBe(2_345);
    const left = await db
      .select({ id: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(like(idempotencyKeys.key, 'hk-backlog-%'));
    expect(left).toEqual([]);
  });

  it('with Stripe, releases held authorisations that no order used and forgets finished ones', async () => {
    const stripeIntents: Record<string, string> = {};
    const canceled: string[] = [];
    const add = async (status: string | null, createdAt: Date) => {
      const id = uid('pi_stripehk');
      if (status) stripeIntents[id] = status;
      await db.insert(cardAuthorisations).values({ intentId: id, amountCents: 1250, createdAt });
      return id;
    };
    const fakeStripe: PaymentProvider = {
      mode: 'stripe',
      publishableKey: 'pk_test_x',
      createIntent: async () => {
        throw new Error('not used');
      },
      retrieveIntent: async (id): Promise<IntentState | null> => {
        const status = stripeIntents[id];
        return status ? { id, status, amount: 1250, currency: 'usd' } : null;
      },
      captureIntent: async () => {},
      refundIntent: async () => {
        throw new Error('not used');
      },
      cancelIntent: async (id) => {
        canceled.push(id);
        stripeIntents[id] = 'canceled';
        return true;
      },
    };
    const held = await add('requires_capture', ago(HOUR));
    const heldInFlight = await add('requires_capture', ago(5 * MINUTE));
    const heldButUsed = await add('requires_capture', ago(HOUR));
    await orderPaidWith(heldButUsed);
    const unconfirmedToday = await add('requires_payment_method', ago(HOUR));
    const unconfirmedYesterday = await add('requires_payment_method', ago(DAY + MINUTE));
    const captured = await add('succeeded', ago(HOUR));
    const unknown = await add(null, ago(HOUR));

    const result = await runHousekeeping({ database: t.database.handle, payments: fakeStripe });

    expect(result.authorisationsReleased).toBe(1);
    expect(canceled.sort()).toEqual([held, unconfirmedYesterday].sort());
    const left = await db
      .select({ id: cardAuthorisations.intentId })
      .from(cardAuthorisations)
      .where(like(cardAuthorisations.intentId, 'pi_stripehk%'));
    expect(await remaining(left)).toEqual([heldInFlight, unconfirmedToday].sort());
    expect(stripeIntents[heldButUsed]).toBe('requires_capture');
    expect([captured, unknown].some((id) => left.some((row) => row.id === id))).toBe(false);
  });
});

describe('the scheduled job', () => {
  it('runs a first round soon after start and stops with the app', { timeout: 20_000 }, async () => {
    const scheduled = await buildTestApp({
      database: t.database,
      env: { HOUSEKEEPING_INTERVAL_SECONDS: '1' },
    });
    const stale = await addSession('admin', ago(3 * HOUR), later(HOUR));
    const gone = async () =>
      (
        await db
          .select({ id: sessions.tokenHash })
          .from(sessions)
          .where(inArray(sessions.tokenHash, [stale]))
      ).length === 0;
    const deadline = Date.now() + 10_000;
    while (!(await gone()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(await gone()).toBe(true);
    // Closing the app only (the database is this file's): its timer must not fire afterwards.
    await scheduled.app.close();
    const after = await addSession('admin', ago(3 * HOUR), later(HOUR));
    await new Promise((r) => setTimeout(r, 1_500));
    const kept = await db
      .select({ id: sessions.tokenHash })
      .from(sessions)
      .where(inArray(sessions.tokenHash, [after]));
    expect(kept).toHaveLength(1);
    await db.delete(sessions).where(inArray(sessions.tokenHash, [after]));
  });

  it('is off unless configured, under test', async () => {
    const { loadConfig } = await import('#server/config.ts');
    expect(loadConfig({ NODE_ENV: 'test' }).housekeepingIntervalSeconds).toBe(0);
    expect(loadConfig({}).housekeepingIntervalSeconds).toBe(600);
    expect(() => loadConfig({ HOUSEKEEPING_INTERVAL_SECONDS: '-1' })).toThrow(
      /HOUSEKEEPING_INTERVAL_SECONDS/,
    );
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('several instances on one PostgreSQL', () => {
  let second: DatabaseHandle;
  beforeAll(async () => {
    second = await openDatabase({ kind: 'postgres', url: t.database.postgresUrl as string, poolSize: 2 });
  });
  afterAll(() => second.close());

  it('lets only one instance do a round at a time; the other skips it', async () => {
    const abandoned = await addIntent('requires_capture', ago(HOUR));
    const real = createTestModeProvider(db);
    // The first instance is held inside its round (while releasing) until the second has tried.
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    let proceed!: () => void;
    const gate = new Promise<void>((resolve) => {
      proceed = resolve;
    });
    const slow: PaymentProvider = {
      ...real,
      cancelIntent: async (id) => {
        entered();
        await gate;
        return real.cancelIntent(id);
      },
    };
    const staleSession = await addSession('admin', ago(3 * HOUR), later(HOUR));

    const first = runHousekeeping({ database: t.database.handle, payments: slow });
    await inside;
    const secondResult = await runHousekeeping({
      database: second,
      payments: createTestModeProvider(second.db),
    });
    proceed();
    const firstResult = await first;

    expect(secondResult).toEqual({
      ran: false,
      sessions: 0,
      idempotencyKeys: 0,
      testPaymentIntents: 0,
      authorisationsReleased: 0,
      refundsSettled: 0,
      pushSubscriptions: 0,
      tablesTended: 0,
    });
    expect(firstResult).toMatchObject({ ran: true, sessions: 1, authorisationsReleased: 1 });
    const [row] = await db
      .select({ status: testPaymentIntents.status })
      .from(testPaymentIntents)
      .where(inArray(testPaymentIntents.id, [abandoned]));
    expect(row?.status).toBe('canceled');
    expect(
      await db
        .select()
        .from(sessions)
        .where(inArray(sessions.tokenHash, [staleSession])),
    ).toHaveLength(0);

    // The lock was released: the next round on the second instance runs.
    expect(
      (await runHousekeeping({ database: second, payments: createTestModeProvider(second.db) })).ran,
    ).toBe(true);
  });
});
