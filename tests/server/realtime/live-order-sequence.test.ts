import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerMessage } from '#domain/shared/live-messages.ts';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { type Database, type DatabaseHandle, openDatabase } from '#server/db/client.ts';
import { orders } from '#server/db/schema.ts';
import type { RealtimeHub } from '#server/realtime/hub.ts';
import { connectLive, type LiveClient, settle } from '../../support/live-client';
import { payFromOwnAddress, postOrder, UNLIMITED_ENV } from '../../support/order-requests';
import { menuOf, orderBody } from '../../support/orders';
import { signInAs } from '../../support/sessions';
import { buildTestApp, FAST_TEST_HASH_COST, FIXTURE_WEB_DIST, type TestApp } from '../../support/test-app';

// Events of one order reach every socket in the order they were committed (issue: the admin panel
// showed "New Order in System" after "Payment Completed"), and each carries the order's version.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const BURST = 60;

let t: TestApp;
let adminCookie: string;
let restaurantCookie: string;
const sockets: LiveClient[] = [];

beforeAll(async () => {
  t = await buildTestApp({ env: UNLIMITED_ENV });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  [adminCookie, restaurantCookie] = await Promise.all([
    signInAs(t.app, 'admin'),
    signInAs(t.app, 'restaurant'),
  ]);
});
afterAll(async () => {
  for (const socket of sockets) socket.socket.close();
  await t.close();
});

async function listen(app: TestApp['app'], appType: 'admin' | 'customer', extra: { phone?: string } = {}) {
  const socket = await connectLive(app, appType === 'admin' ? { cookie: adminCookie } : {});
  sockets.push(socket);
  socket.hello(appType, extra);
  await settle(150);
  return socket;
}

async function placeCardOrder(phone: string): Promise<{ id: number; total: string }> {
  const [item] = await menuOf(t.app, 1);
  const body = orderBody([{ item: item!, quantity: 2 }], { paymentMethod: 'card', customerPhone: phone });
  const { paymentIntentId } = await payFromOwnAddress(t.app, body);
  const res = await postOrder(t.app, { ...body, paymentIntentId });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/**
 * One committed change of the order, made and published as the status use case does: an UPDATE
 * that bumps the version, and the hub event, in one transaction. The new status follows from the
 * new version (see statusAt), so every message can be checked against its own commit.
 */
async function commitChange(db: Database, hub: RealtimeHub, orderId: number) {
  const afterCommit = await db.transaction(async (tx) => {
    const [state] = await tx
      .update(orders)
      .set({
        status: sql`case when ${orders.version} % 2 = 1 then 'preparing' else 'ready' end`,
        version: sql`${orders.version} + 1`,
      })
      .where(eq(orders.id, orderId))
      .returning({ version: orders.version, status: orders.status, driverId: orders.driverId });
    return hub.publishInTransaction(tx, { kind: 'order_updated', orderId, ...state! });
  });
  afterCommit();
}

type Seen = { type: ServerMessage['type']; seq?: number; status?: string };

/** What a socket heard about one order, in arrival order. */
function heardAbout(socket: LiveClient, orderId: number): Seen[] {
  return socket.messages.flatMap((message): Seen[] => {
    const data = message.data as { id?: number; orderId?: number; seq?: number; status?: string };
    if ((data.id ?? data.orderId) !== orderId) return [];
    return [{ type: message.type, seq: data.seq, ...(data.status ? { status: data.status } : {}) }];
  });
}

async function waitUntilHeard(socket: LiveClient, orderId: number, count: number) {
  await expect
    .poll(() => heardAbout(socket, orderId).length, { timeout: 10_000 })
    .toBeGreaterThanOrEqual(count);
}

const statusAt = (version: number) => (version % 2 === 0 ? 'preparing' : 'ready');

/** The order_updated messages that a burst of changes 2..last must produce, in commit order. */
function expectedBurst(last: number): Seen[] {
  return Array.from({ length: last - 1 }, (_, i) => ({
    type: 'order_updated' as const,
    seq: i + 2,
    status: statusAt(i + 2),
  }));
}

describe('the order of live events', () => {
  it('sends a card order, its payment and its status changes in the order they happened', async () => {
    const admin = await listen(t.app, 'admin');
    const phone = '+1 416-555-0171';
    const customer = await listen(t.app, 'customer', { phone });

    const order = await placeCardOrder(phone);
    for (const [action, payload] of [
      ['accept', { prepMinutes: 15 }],
      ['ready', undefined],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/orders/${order.id}/${action}`,
        headers: { cookie: restaurantCookie },
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode, res.body).toBe(200);
    }

    await waitUntilHeard(admin, order.id, 4);
    expect(heardAbout(admin, order.id)).toEqual([
      { type: 'order_created', seq: 1, status: 'confirmed' },
      { type: 'payment_completed', seq: 1 },
      { type: 'order_updated', seq: 2, status: 'preparing' },
      { type: 'order_updated', seq: 3, status: 'ready' },
    ]);
    await waitUntilHeard(customer, order.id, 4);
    expect(heardAbout(customer, order.id)).toEqual([
      { type: 'order_updated', seq: 1, status: 'confirmed' },
      { type: 'payment_completed', seq: 1 },
      { type: 'order_updated', seq: 2, status: 'preparing' },
      { type: 'order_updated', seq: 3, status: 'ready' },
    ]);
  });

  it(`delivers ${BURST} changes of one order committed as fast as possible in commit order`, async () => {
    const admin = await listen(t.app, 'admin');
    const phone = '+1 416-555-0172';
    const customer = await listen(t.app, 'customer', { phone });
    const order = await placeCardOrder(phone);
    await waitUntilHeard(admin, order.id, 2);

    const { db } = t.database.handle;
    await Promise.all(Array.from({ length: BURST }, () => commitChange(db, t.app.hub, order.id)));
    // Each change committed its own version, so the versions are the commit order.
    const [stored] = await db.select({ version: orders.version }).from(orders).where(eq(orders.id, order.id));
    expect(stored?.version).toBe(BURST + 1);

    for (const socket of [admin, customer]) {
      await waitUntilHeard(socket, order.id, BURST + 2);
      const updates = heardAbout(socket, order.id).filter((m) => m.type === 'order_updated' && m.seq! > 1);
      expect(updates).toEqual(expectedBurst(BURST + 1));
    }
  });
});

describe.skipIf(!onPostgres)('the order of live events across instances', () => {
  let otherDatabase: DatabaseHandle;
  let other: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    otherDatabase = await openDatabase({ kind: 'postgres', url: t.database.postgresUrl!, poolSize: 4 });
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: FIXTURE_WEB_DIST });
    other = await buildApp(config, { database: otherDatabase, passwordCost: FAST_TEST_HASH_COST });
    await other.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await other?.close();
    await otherDatabase?.close();
  });

  it('delivers changes committed on two instances, interleaved, in commit order to sockets on both', async () => {
    const onFirst = await listen(t.app, 'admin');
    const onSecond = await listen(other, 'admin');
    const order = await placeCardOrder('+1 416-555-0173');
    await waitUntilHeard(onSecond, order.id, 2);

    await Promise.all(
      Array.from({ length: BURST }, (_, i) => {
        const [db, hub] = i % 2 === 0 ? [t.database.handle.db, t.app.hub] : [otherDatabase.db, other.hub];
        return commitChange(db, hub, order.id);
      }),
    );

    for (const socket of [onFirst, onSecond]) {
      await waitUntilHeard(socket, order.id, BURST + 2);
      const updates = heardAbout(socket, order.id).filter((m) => m.type === 'order_updated');
      expect(updates.map((m) => m.seq)).toEqual(expectedBurst(BURST + 1).map((m) => m.seq));
    }
  });
});
