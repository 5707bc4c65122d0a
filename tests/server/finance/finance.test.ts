import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dateMessage,
  FROM_AFTER_TO,
  RANGE_TOO_LONG,
  SETTLEMENT_AMOUNT_MESSAGE,
} from '#domain/finance/requests.ts';
import type {
  CashOverview,
  DriverStatement,
  FinanceSummary,
  RestaurantStatement,
  Settlement,
} from '#domain/finance/responses.ts';
import type { PlacedOrderResponse } from '#domain/ordering/responses.ts';
import { toCents } from '#domain/shared/money.ts';
import { orders } from '#server/db/schema.ts';
import { csvObjects } from '../../support/csv';
import { connectLive, settle as settleLive } from '../../support/live-client';
import { postOrder, UNLIMITED_ENV } from '../../support/order-requests';
import { linesMeetingMinimum, orderBody, payWithTestCard } from '../../support/orders';
import { approvedDriver, approvedRestaurant, signInCast } from '../../support/partners';
import { buildTestApp, type TestApp } from '../../support/test-app';

// Finance (issue "Money partners can trust"): the dashboard's sums by the database, the CSV that
// adds up to them, the partners' statements and the append-only cash ledger. The business runs in
// Toronto here, so whole days are Toronto's, not UTC's.

let t: TestApp;
let admin: string;
let restaurant: string;
let demoDriver: string;

beforeAll(async () => {
  t = await buildTestApp({ env: { ...UNLIMITED_ENV, TIME_ZONE: 'America/Toronto' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  ({ admin, restaurant, driver: demoDriver } = await signInCast(t.app));
});
afterAll(() => t.close());

type Driver = { id: number; cookie: string };

const call = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  cookie?: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { ...(cookie ? { cookie } : {}), ...headers },
    ...(payload ? { payload } : {}),
  });

const act = async (id: number, action: string, cookie: string, payload?: object) => {
  const res = await call('POST', `/api/orders/${id}/${action}`, cookie, payload);
  expect(res.statusCode, `${action}: ${res.body}`).toBe(200);
};

async function onlineDriver(): Promise<Driver> {
  const driver = await approvedDriver(t.app, admin);
  const res = await call('PATCH', '/api/driver/status', driver.cookie, { isOnline: true });
  expect(res.statusCode, res.body).toBe(200);
  return driver;
}

/** Restaurant 1's position: customers are placed around it at chosen distances. */
async function restaurantPosition(id: number): Promise<{ lat: number; lng: number }> {
  const res = await call('GET', `/api/restaurants/${id}`);
  const body = res.json() as { latitude: string; longitude: string };
  return { lat: Number(body.latitude), lng: Number(body.longitude) };
}

/** Kilometres per degree of latitude on the haversine earth (radius 6371 km). */
const KM_PER_DEGREE = (6371 * Math.PI) / 180;

interface PlaceOptions {
  restaurantId?: number;
  tip?: string;
  card?: boolean;
  /** Straight north of the restaurant by this many km. */
  distanceKm?: number;
}

async function placeOrder(options: PlaceOptions = {}): Promise<PlacedOrderResponse> {
  const restaurantId = options.restaurantId ?? 1;
  const lines = await linesMeetingMinimum(t.app, restaurantId);
  const at = await restaurantPosition(restaurantId);
  const north = (options.distanceKm ?? 2) / KM_PER_DEGREE;
  let body = orderBody(lines, {
    tip: options.tip ?? '0.00',
    customerLatitude: (at.lat + north).toFixed(6),
    customerLongitude: at.lng.toFixed(6),
  });
  if (options.card) {
    const { paymentIntentId } = await payWithTestCard(t.app, body);
    body = { ...body, paymentMethod: 'card', paymentIntentId };
  }
  const res = await postOrder(t.app, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as PlacedOrderResponse;
}

/** Through the kitchen and the driver's whole path to the door. */
async function deliver(order: PlacedOrderResponse, driver: Driver, restaurantCookie = restaurant) {
  await act(order.id, 'accept', restaurantCookie, { prepMinutes: 15 });
  await act(order.id, 'claim', driver.cookie);
  await act(order.id, 'ready', restaurantCookie);
  await act(order.id, 'pickup', driver.cookie);
  await act(order.id, 'depart', driver.cookie);
  await act(order.id, 'deliver', driver.cookie, { code: order.deliveryCode });
}

/** Moves orders to a chosen moment (placed, and delivered an hour later), away from other tests' days. */
async function backdate(ids: number[], placedAt: string): Promise<void> {
  await t.database.handle.db
    .update(orders)
    .set({
      createdAt: sql`${placedAt}::timestamptz`,
      actualDeliveryTime: sql`case when ${orders.actualDeliveryTime} is null then null else ${placedAt}::timestamptz + interval '1 hour' end`,
    })
    .where(inArray(orders.id, ids));
}

async function summary(query: string): Promise<FinanceSummary> {
  const res = await call('GET', `/api/finance/summary?${query}`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as FinanceSummary;
}

async function csv(url: string, cookie: string) {
  const res = await call('GET', url, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return { res, rows: csvObjects(res.body) };
}

const sumColumn = (rows: Array<Record<string, string>>, column: string) =>
  rows.reduce((sum, row) => sum + toCents(row[column] ?? 'missing'), 0);

/** A small seeded generator (mulberry32): a failing draw can be replayed from its seed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

describe('who may read the money', () => {
  it('the admin endpoints need an admin: 401 signed out, 403 for a partner', async () => {
    for (const url of ['/api/finance/summary', '/api/finance/orders.csv', '/api/admin/cash']) {
      expect((await call('GET', url)).statusCode, url).toBe(401);
      expect((await call('GET', url, restaurant)).statusCode, url).toBe(403);
      expect((await call('GET', url, demoDriver)).statusCode, url).toBe(403);
    }
    const settle = await call('POST', '/api/admin/cash/1/settlements', restaurant, { amount: '1.00' });
    expect(settle.statusCode).toBe(403);
  });

  it('a statement is the signed-in partner own: the other roles get 403, nobody signed in 401', async () => {
    for (const url of ['/api/restaurant/statement', '/api/restaurant/statement.csv']) {
      expect((await call('GET', url)).statusCode).toBe(401);
      expect((await call('GET', url, admin)).statusCode).toBe(403);
      expect((await call('GET', url, demoDriver)).statusCode).toBe(403);
    }
    for (const url of ['/api/driver/statement', '/api/driver/statement.csv']) {
      expect((await call('GET', url)).statusCode).toBe(401);
      expect((await call('GET', url, restaurant)).statusCode).toBe(403);
    }
  });
});

describe('dates and filters', () => {
  it.each([
    ['from=2026-02-30&to=2026-03-01', 'from', dateMessage('from')],
    ['from=2026-01-01&to=tomorrow', 'to', dateMessage('to')],
    ['from=2026-03-02&to=2026-03-01', 'from', FROM_AFTER_TO],
    ['from=2025-01-01&to=2026-01-02', 'to', RANGE_TOO_LONG],
    ['from=2026-01-01&to=2026-01-01&from=2026-01-02', 'from', dateMessage('from')],
    ['from=%00&to=2026-01-01', 'from', undefined],
  ])('%s is a 400 naming %s', async (query, field, message) => {
    for (const url of ['/api/finance/summary', '/api/finance/orders.csv']) {
      const res = await call('GET', `${url}?${query}`, admin);
      expect(res.statusCode, res.body).toBe(400);
      const fields = res.json().fields as Record<string, string>;
      expect(Object.keys(fields)).toContain(field);
      if (message) expect(fields[field]).toBe(message);
    }
    const statement = await call('GET', `/api/restaurant/statement?${query}`, restaurant);
    expect(statement.statusCode).toBe(400);
  });

  it('an unknown status filter is a 400 naming status; a 366-day range is fine', async () => {
    const res = await call('GET', '/api/finance/summary?status=paid', admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('status');
    const year = await summary('from=2024-01-01&to=2024-12-31');
    expect(year.days).toHaveLength(366);
  });

  it('without dates the range is the last 30 days, today included, in the business time zone', async () => {
    const body = await summary('');
    expect(body.timeZone).toBe('America/Toronto');
    expect(body.days).toHaveLength(30);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());
    expect(body.to).toBe(today);
    expect(body.days.at(-1)?.date).toBe(today);
  });

  it('a day is the business day: 02:30 UTC on the 2nd is still the 1st in Toronto', async () => {
    const order = await placeOrder();
    await backdate([order.id], '2001-02-02T02:30:00Z');
    const first = await summary('from=2001-02-01&to=2001-02-01');
    expect(first.totals.orderCount).toBe(1);
    expect(first.recentOrders.map((entry) => entry.id)).toEqual([order.id]);
    expect((await summary('from=2001-02-02&to=2001-02-02')).totals.orderCount).toBe(0);
  });
});

describe('the money adds up (random orders)', () => {
  const seed = 20261123;
  const placed: PlacedOrderResponse[] = [];
  const fates = new Map<number, 'delivered' | 'pending' | 'cancelled' | 'rejected'>();
  let driver: Driver;
  const RANGE = 'from=2001-03-01&to=2001-03-10';

  beforeAll(async () => {
    const next = random(seed);
    const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
    driver = await onlineDriver();
    const tips = ['0.00', '19.99', '20.00', '20.01', '25.00', '3.00'];
    for (let index = 0; index < 36; index += 1) {
      const order = await placeOrder({
        tip: pick(tips),
        card: next() < 0.5,
        // Around the 5 km that driver pay starts counting from.
        distanceKm: 4.9 + next() * 0.2,
      });
      placed.push(order);
      const fate = pick(['delivered', 'delivered', 'pending', 'cancelled', 'rejected'] as const);
      fates.set(order.id, fate);
      if (fate === 'delivered') await deliver(order, driver);
      if (fate === 'cancelled') {
        const res = await call('POST', `/api/admin/orders/${order.id}/cancel`, admin, { reason: 'Test' });
        expect(res.statusCode, res.body).toBe(200);
      }
      if (fate === 'rejected') await act(order.id, 'reject', restaurant, { reason: 'Closing soon' });
      // Spread over ten Toronto days, at any hour.
      const day = 1 + Math.floor(next() * 10);
      const hour = Math.floor(next() * 24);
      const placedAt = `2001-03-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:15:00-05:00`;
      await backdate([order.id], placedAt);
    }
  });

  it('every order splits exactly: driverPay + restaurantPay + companyPay = total', async () => {
    const rows = await t.database.handle.db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.id,
          placed.map((order) => order.id),
        ),
      );
    expect(rows).toHaveLength(placed.length);
    for (const row of rows) {
      const parts =
        toCents(row.driverPay ?? 'x') + toCents(row.restaurantPay ?? 'x') + toCents(row.companyPay ?? 'x');
      expect(parts, `order ${row.id}`).toBe(toCents(row.total));
    }
    expect([...fates.values()]).toEqual(expect.arrayContaining(['delivered', 'pending', 'cancelled']));
  });

  it.each(['all', 'completed', 'pending'] as const)(
    'status=%s: the dashboard totals equal the sums of the CSV rows and of the orders the filter keeps',
    async (status) => {
      const body = await summary(`${RANGE}&status=${status}`);
      const { res, rows } = await csv(`/api/finance/orders.csv?${RANGE}&status=${status}`, admin);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="financial-report-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(res.headers['cache-control']).toBe('private, no-store');

      const kept = placed.filter((order) => {
        const fate = fates.get(order.id);
        if (status === 'completed') return fate === 'delivered';
        if (status === 'pending') return fate === 'pending';
        return true;
      });
      expect(rows.map((row) => Number(row['Order ID'])).sort()).toEqual(kept.map((order) => order.id).sort());
      expect(body.totals.orderCount).toBe(kept.length);
      const pairs = [
        ['total', 'Total'],
        ['tip', 'Tip'],
        ['driverPay', 'Driver Pay'],
        ['restaurantPay', 'Restaurant Pay'],
        ['companyPay', 'Company Pay'],
        ['deliveryDistance', 'Delivery Distance (km)'],
      ] as const;
      for (const [field, column] of pairs) {
        expect(toCents(body.totals[field]), field).toBe(sumColumn(rows, column));
        // The chart's days add up to the cards.
        expect(
          body.days.reduce((sum, day) => sum + toCents(day[field]), 0),
          field,
        ).toBe(toCents(body.totals[field]));
      }
      for (const row of rows) {
        expect(
          toCents(row['Driver Pay'] ?? '') +
            toCents(row['Restaurant Pay'] ?? '') +
            toCents(row['Company Pay'] ?? ''),
        ).toBe(toCents(row.Total ?? ''));
        expect(row.Split).toBe(row.Status === 'delivered' ? 'final' : 'estimate');
        expect(row['Placed At']).toMatch(/^2001-03-(0[1-9]|10) \d{2}:15:00$/);
      }
      expect(body.days).toHaveLength(10);
      expect(body.recentOrders.length).toBe(Math.min(10, kept.length));
      const newest = [...body.recentOrders].map((order) => order.createdAt);
      expect(newest).toEqual([...newest].sort().reverse());
    },
  );

  it("the restaurant's statement: food, fee share, refunds and net add up, per day, per week and in its CSV", async () => {
    const res = await call('GET', `/api/restaurant/statement?${RANGE}`, restaurant);
    expect(res.statusCode, res.body).toBe(200);
    const statement = res.json() as RestaurantStatement;
    const { rows } = await csv(`/api/restaurant/statement.csv?${RANGE}`, restaurant);
    const stored = await t.database.handle.db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.id,
          placed.map((order) => order.id),
        ),
      );
    // Cash orders that were cancelled never took money; everything else did.
    const tookMoney = stored.filter((row) => row.status !== 'cancelled' || row.paymentMethod === 'card');
    expect(statement.totals.orders).toBe(tookMoney.length);
    expect(rows).toHaveLength(tookMoney.length);
    const net = stored
      .filter((row) => row.status !== 'cancelled')
      .reduce((sum, row) => sum + toCents(row.restaurantPay ?? 'x'), 0);
    expect(toCents(statement.totals.net)).toBe(net);
    expect(sumColumn(rows, 'Net')).toBe(net);
    expect(sumColumn(rows, 'Refund')).toBe(toCents(statement.totals.refunds));
    expect(sumColumn(rows, 'Food Sales')).toBe(toCents(statement.totals.grossFoodSales));
    expect(sumColumn(rows, 'Delivery Fee Share')).toBe(toCents(statement.totals.deliveryFeeShare));
    expect(toCents(statement.totals.net)).toBe(
      toCents(statement.totals.grossFoodSales) +
        toCents(statement.totals.deliveryFeeShare) -
        toCents(statement.totals.refunds),
    );
    expect(statement.days).toHaveLength(10);
    // 2001-03-01 was a Thursday: the weeks start on Mondays 02-26 and 03-05.
    expect(statement.weeks.map((week) => week.weekStart)).toEqual(['2001-02-26', '2001-03-05']);
    expect(statement.weeks.reduce((sum, week) => sum + toCents(week.net), 0)).toBe(net);
    expect(statement.days.reduce((sum, day) => sum + day.orders, 0)).toBe(tookMoney.length);
  });

  it("another restaurant's statement holds none of these orders", async () => {
    const other = await approvedRestaurant(t.app, admin);
    const res = await call('GET', `/api/restaurant/statement?${RANGE}`, other.cookie);
    expect(res.json().totals).toMatchObject({ orders: 0, net: '0.00' });
    const { rows } = await csv(`/api/restaurant/statement.csv?${RANGE}`, other.cookie);
    expect(rows).toEqual([]);
  });

  it("the driver's statement: each delivery's pay is base + distance + tip, weeks and CSV add up", async () => {
    const res = await call('GET', `/api/driver/statement?${RANGE}`, driver.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const statement = res.json() as DriverStatement;
    const delivered = placed.filter((order) => fates.get(order.id) === 'delivered');
    expect(statement.deliveries.map((entry) => entry.orderId).sort()).toEqual(
      delivered.map((order) => order.id).sort(),
    );
    for (const entry of statement.deliveries) {
      expect(toCents(entry.pay)).toBe(toCents(entry.base) + toCents(entry.distance) + toCents(entry.tip));
      expect(entry.base).toBe('5.00');
    }
    const tipped = statement.deliveries.filter((entry) => entry.tipFee === '5.00');
    for (const entry of tipped) expect(toCents(entry.tip)).toBeGreaterThanOrEqual(1501);
    const { rows } = await csv(`/api/driver/statement.csv?${RANGE}`, driver.cookie);
    expect(rows).toHaveLength(delivered.length);
    expect(sumColumn(rows, 'Total Pay')).toBe(toCents(statement.totals.pay));
    expect(sumColumn(rows, 'Cash Collected')).toBe(toCents(statement.totals.cashCollected));
    expect(statement.weeks.reduce((sum, week) => sum + toCents(week.pay), 0)).toBe(
      toCents(statement.totals.pay),
    );
    expect(statement.totals.deliveries).toBe(delivered.length);
    // Another driver sees none of them.
    const stranger = await approvedDriver(t.app, admin);
    const theirs = await call('GET', `/api/driver/statement?${RANGE}`, stranger.cookie);
    expect(theirs.json().deliveries).toEqual([]);
  });
});

describe('CSV', () => {
  it('quotes commas, quotes and line breaks (RFC 4180) and defuses spreadsheet formulas', async () => {
    // A partner chooses its own name; a demo restaurant with a menu stands in for one.
    const name = '=HYPERLINK("http://x.example"),\n"Best" Pizza';
    await t.database.handle.db.execute(sql`update restaurants set name = ${name} where id = 2`);
    const order = await placeOrder({ restaurantId: 2 });
    await backdate([order.id], '2001-04-01T12:00:00Z');
    const { res, rows } = await csv('/api/finance/orders.csv?from=2001-04-01&to=2001-04-01', admin);
    expect(res.body).toContain('"\'=HYPERLINK(""http://x.example""),\n""Best"" Pizza"');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.Restaurant).toBe(`'${name}`);
    expect(res.body.endsWith('\r\n')).toBe(true);
  });

  it('an empty range still has its header row', async () => {
    const { rows, res } = await csv('/api/finance/orders.csv?from=1999-01-01&to=1999-01-02', admin);
    expect(rows).toEqual([]);
    expect(res.body.split('\r\n')[0]).toMatch(/^Order ID,Placed At,Status,Restaurant,/);
  });
});

describe('the cash ledger', () => {
  async function cash(): Promise<CashOverview> {
    const res = await call('GET', '/api/admin/cash', admin);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CashOverview;
  }

  const settle = (driverId: number, body: object, key?: string) =>
    call(
      'POST',
      `/api/admin/cash/${driverId}/settlements`,
      admin,
      body,
      key ? { 'idempotency-key': key } : {},
    );

  async function driverWithCash(): Promise<{ driver: Driver; owes: number }> {
    const driver = await onlineDriver();
    const order = await placeOrder({ tip: '3.00' });
    await deliver(order, driver);
    const entry = (await cash()).drivers.find((row) => row.driverId === driver.id);
    expect(entry).toBeDefined();
    return { driver, owes: toCents(entry?.balance ?? 'x') };
  }

  it('a delivered cash order: collected is the total, the driver keeps its pay, owes the rest', async () => {
    const driver = await onlineDriver();
    const order = await placeOrder({ tip: '3.00' });
    await deliver(order, driver);
    const stored = (
      await t.database.handle.db
        .select()
        .from(orders)
        .where(inArray(orders.id, [order.id]))
    )[0];
    const entry = (await cash()).drivers.find((row) => row.driverId === driver.id);
    expect(entry).toMatchObject({
      cashCollected: stored?.total,
      payKept: stored?.driverPay,
      settled: '0.00',
      lastSettlementAt: null,
    });
    const owes = toCents(stored?.total ?? 'x') - toCents(stored?.driverPay ?? 'x');
    expect(toCents(entry?.owes ?? 'x')).toBe(owes);
    expect(toCents(entry?.balance ?? 'x')).toBe(owes);
    // A card order puts no cash in anyone's hands.
    const card = await placeOrder({ card: true });
    await deliver(card, driver);
    const after = (await cash()).drivers.find((row) => row.driverId === driver.id);
    expect(after?.cashCollected).toBe(entry?.cashCollected);
  });

  it('a settlement is recorded with who and when; the balance and the driver cash in hand drop', async () => {
    const { driver, owes } = await driverWithCash();
    const statsBefore = (await call('GET', '/api/driver/stats', driver.cookie)).json();
    const res = await settle(driver.id, { amount: '10.00', note: 'Handed over at the depot' });
    expect(res.statusCode, res.body).toBe(201);
    const settlement = res.json() as Settlement;
    expect(settlement).toMatchObject({
      amount: '10.00',
      note: 'Handed over at the depot',
      driverId: driver.id,
    });
    expect(settlement.recordedBy.name).toBeTruthy();
    expect(toCents(settlement.driver.balance)).toBe(owes - 1000);
    expect(settlement.driver.settled).toBe('10.00');
    expect(settlement.driver.lastSettlementAt).toBe(settlement.createdAt);
    const statsAfter = (await call('GET', '/api/driver/stats', driver.cookie)).json();
    expect(toCents(statsAfter.cashInHand)).toBe(toCents(statsBefore.cashInHand) - 1000);
    const overview = await cash();
    expect(toCents(overview.outstanding)).toBe(
      overview.drivers.reduce((sum, row) => sum + toCents(row.balance), 0),
    );
  });

  it('a settlement is heard live by admins and by that driver, not by another driver', async () => {
    const { driver } = await driverWithCash();
    const stranger = await onlineDriver();
    const adminSocket = await connectLive(t.app, { cookie: admin });
    const driverSocket = await connectLive(t.app, { cookie: driver.cookie });
    const strangerSocket = await connectLive(t.app, { cookie: stranger.cookie });
    adminSocket.hello('admin');
    driverSocket.hello('driver');
    strangerSocket.hello('driver');
    await settleLive(200);
    expect((await settle(driver.id, { amount: '1.00' })).statusCode).toBe(201);
    expect((await adminSocket.waitFor('cash_updated')).data).toEqual({ driverId: driver.id });
    expect((await driverSocket.waitFor('cash_updated')).data).toEqual({ driverId: driver.id });
    await settleLive(200);
    expect(strangerSocket.messages.filter((message) => message.type === 'cash_updated')).toEqual([]);
    for (const socket of [adminSocket, driverSocket, strangerSocket]) socket.socket.close();
  });

  it('more than the driver owes is a 409 with the balance; the ledger is unchanged', async () => {
    const { driver, owes } = await driverWithCash();
    const res = await settle(driver.id, { amount: ((owes + 1) / 100).toFixed(2) });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'settlement_too_large',
      message: `The settlement is more than the driver owes ($${(owes / 100).toFixed(2)})`,
    });
    const entry = (await cash()).drivers.find((row) => row.driverId === driver.id);
    expect(toCents(entry?.balance ?? 'x')).toBe(owes);
  });

  it('twenty taps with one Idempotency-Key record one settlement; the same key with another amount is a 409', async () => {
    const { driver, owes } = await driverWithCash();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => settle(driver.id, { amount: '1.00' }, 'tap-key-1')),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((res) => res.json().id)).size).toBe(1);
    const entry = (await cash()).drivers.find((row) => row.driverId === driver.id);
    expect(toCents(entry?.balance ?? 'x')).toBe(owes - 100);
    const reused = await settle(driver.id, { amount: '2.00' }, 'tap-key-1');
    expect(reused.statusCode).toBe(409);
  });

  it('twenty parallel settlements of the whole balance: exactly one wins', async () => {
    const { driver, owes } = await driverWithCash();
    const amount = (owes / 100).toFixed(2);
    const answers = await Promise.all(Array.from({ length: 20 }, () => settle(driver.id, { amount })));
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(19);
    const entry = (await cash()).drivers.find((row) => row.driverId === driver.id);
    expect(entry?.balance).toBe('0.00');
  });

  it.each([
    [{}, 'amount'],
    [{ amount: '0' }, 'amount'],
    [{ amount: '-5.00' }, 'amount'],
    [{ amount: '1.234' }, 'amount'],
    [{ amount: 'ten' }, 'amount'],
    [{ amount: 1e300 }, 'amount'],
    [{ amount: '100000.01' }, 'amount'],
    [{ amount: '1.00', note: 'x'.repeat(201) }, 'note'],
    [{ amount: '1.00', note: 'a\u0000b' }, 'note'],
  ])('%j is a 400 naming %s', async (body, field) => {
    const res = await settle(1, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields).toHaveProperty(field);
    if (field === 'amount' && 'amount' in body && body.amount !== '1.234') {
      expect(res.json().fields.amount).toBe(SETTLEMENT_AMOUNT_MESSAGE);
    }
  });

  it('an unknown driver is a 404; a malformed id a 400', async () => {
    expect((await settle(999_999, { amount: '1.00' })).statusCode).toBe(404);
    expect((await settle(0, { amount: '1.00' })).statusCode).toBe(400);
    expect(
      (await call('POST', '/api/admin/cash/abc/settlements', admin, { amount: '1.00' })).statusCode,
    ).toBe(400);
  });

  it('the ledger is append-only: the database refuses to change or delete an entry', async () => {
    const { driver } = await driverWithCash();
    await expect(
      t.database.handle.db.execute(
        sql`update cash_ledger_entries set amount = 0 where driver_id = ${driver.id}`,
      ),
    ).rejects.toThrow();
    await expect(
      t.database.handle.db.execute(sql`delete from cash_ledger_entries where driver_id = ${driver.id}`),
    ).rejects.toThrow();
  });
});
