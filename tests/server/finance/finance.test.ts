import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CURRENCY_QUERY_MESSAGE,
  dateMessage,
  FROM_AFTER_TO,
  RANGE_TOO_LONG,
  SETTLEMENT_AMOUNT_MESSAGE,
} from '#domain/finance/requests.ts';
import type {
  CashOverview,
  DriverStatement,
  FinanceCurrencyBlock,
  FinanceStatusFilter,
  FinanceSummary,
  FinanceTotals,
  RestaurantStatement,
  Settlement,
} from '#domain/finance/responses.ts';
import type { PlacedOrderResponse } from '#domain/ordering/responses.ts';
import { amountDecimalsMessage, centsFromProviderAmount, formatMoney } from '#domain/shared/currency.ts';
import { toCents } from '#domain/shared/money.ts';
import { orders, refunds, restaurants } from '#server/db/schema.ts';
import { DEMO_ACCOUNTS } from '#server/demo-seed/seed.ts';
import { csvObjects } from '../../support/csv';
import { connectLive, settle as settleLive } from '../../support/live-client';
import { postOrder, UNLIMITED_ENV } from '../../support/order-requests';
import { linesMeetingMinimum, orderBody, payWithTestCard } from '../../support/orders';
import { approvedDriver, approvedRestaurant, signInCast } from '../../support/partners';
import { signInAs } from '../../support/sessions';
import { buildTestApp, type TestApp } from '../../support/test-app';

// Finance (issues "Money partners can trust" and "Finance that adds up"): the dashboard's sums by
// the database, one block per currency, cancelled orders in no revenue or payout, the CSV that adds
// up to them per currency, the partners' statements in their currency and the append-only cash
// ledger. The business runs in Toronto here, so whole days are Toronto's, not UTC's. Orders are
// placed in two currencies through the real API: Canadian dollars (demo restaurant 1, Toronto)
// and yen (the demo ramen bar in Japan, whose amounts have no decimals).

let t: TestApp;
let admin: string;
let restaurant: string;
let demoDriver: string;
/** The demo restaurant that prices in yen, and its session. */
let yen: { id: number; cookie: string };

/** A demo restaurant with this currency, found through the public catalogue. */
async function demoRestaurantIn(currency: string): Promise<{ id: number; cookie: string }> {
  const res = await t.app.inject({ method: 'GET', url: '/api/restaurants' });
  const found = (res.json() as Array<{ id: number; currency: string }>).find(
    (entry) => entry.currency === currency,
  );
  if (!found) throw new Error(`no demo restaurant prices in ${currency}`);
  const [row] = await t.database.handle.db
    .select({ email: restaurants.email })
    .from(restaurants)
    .where(eq(restaurants.id, found.id));
  const cookie = await signInAs(t.app, 'restaurant', {
    email: row?.email ?? '',
    password: DEMO_ACCOUNTS.pendingPartnerPassword,
  });
  return { id: found.id, cookie };
}

beforeAll(async () => {
  t = await buildTestApp({ env: { ...UNLIMITED_ENV, TIME_ZONE: 'America/Toronto' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  ({ admin, restaurant, driver: demoDriver } = await signInCast(t.app));
  yen = await demoRestaurantIn('JPY');
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

/** A restaurant's position and delivery radius: customers are placed around it at chosen distances. */
async function restaurantPlace(id: number): Promise<{ lat: number; lng: number; radiusKm: number }> {
  const res = await call('GET', `/api/restaurants/${id}`);
  const body = res.json() as { latitude: string; longitude: string; deliveryRadiusKm: number };
  return { lat: Number(body.latitude), lng: Number(body.longitude), radiusKm: body.deliveryRadiusKm };
}

/** Kilometres per degree of latitude on the haversine earth (radius 6371 km). */
const KM_PER_DEGREE = (6371 * Math.PI) / 180;

interface PlaceOptions {
  restaurantId?: number;
  tip?: string;
  card?: boolean;
  /** Straight north of the restaurant by this many km (kept inside its delivery radius). */
  distanceKm?: number;
}

async function placeOrder(options: PlaceOptions = {}): Promise<PlacedOrderResponse> {
  const restaurantId = options.restaurantId ?? 1;
  const lines = await linesMeetingMinimum(t.app, restaurantId);
  const at = await restaurantPlace(restaurantId);
  const north = Math.min(options.distanceKm ?? 2, at.radiusKm - 0.1) / KM_PER_DEGREE;
  let body = orderBody(lines, {
    tip: options.tip ?? '0',
    customerLatitude: (at.lat + north).toFixed(6),
    customerLongitude: at.lng.toFixed(6),
  });
  // The server's own figures for this customer, a restaurant's promotion included.
  const quoted = await call('POST', '/api/orders/quote', undefined, {
    restaurantId,
    items: body.items,
    tip: body.tip,
    customerPhone: body.customerPhone,
  });
  expect(quoted.statusCode, quoted.body).toBe(200);
  const { subtotal, deliveryFee, tip, total } = quoted.json() as {
    subtotal: string;
    deliveryFee: string;
    tip: string;
    total: string;
  };
  body = { ...body, subtotal, deliveryFee, tip, total };
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

async function cancelByAdmin(id: number): Promise<void> {
  const res = await call('POST', `/api/admin/orders/${id}/cancel`, admin, { reason: 'Test' });
  expect(res.statusCode, res.body).toBe(200);
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

/** The block of one currency; a summary never has two blocks of one currency. */
function blockOf(body: FinanceSummary, currency: string): FinanceCurrencyBlock {
  const blocks = body.byCurrency.filter((block) => block.currency === currency);
  expect(blocks, `${currency} blocks`).toHaveLength(1);
  return blocks[0] as FinanceCurrencyBlock;
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

/** An amount as the currency prints it: whole yen, dollars with their two decimals. */
const AMOUNT = { CAD: /^-?\d+\.\d{2}$/, JPY: /^-?\d+$/ } as const;

const MONEY_FIELDS = [
  'total',
  'tip',
  'driverPay',
  'restaurantPay',
  'companyPay',
  'estimatedDriverPay',
  'estimatedRestaurantPay',
  'estimatedCompanyPay',
  'refunds',
] as const satisfies ReadonlyArray<keyof FinanceTotals>;

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
    ['currency=XYZ', 'currency', CURRENCY_QUERY_MESSAGE],
    ['currency=CAD&currency=JPY', 'currency', CURRENCY_QUERY_MESSAGE],
  ])('%s is a 400 naming %s', async (query, field, message) => {
    for (const url of ['/api/finance/summary', '/api/finance/orders.csv']) {
      const res = await call('GET', `${url}?${query}`, admin);
      expect(res.statusCode, res.body).toBe(400);
      const fields = res.json().fields as Record<string, string>;
      expect(Object.keys(fields)).toContain(field);
      if (message) expect(fields[field]).toBe(message);
    }
    if (field !== 'currency') {
      const statement = await call('GET', `/api/restaurant/statement?${query}`, restaurant);
      expect(statement.statusCode).toBe(400);
    }
  });

  it('an unknown status filter is a 400 naming status; a 366-day range is fine', async () => {
    const res = await call('GET', '/api/finance/summary?status=paid', admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('status');
    const year = await summary('from=2024-01-01&to=2024-12-31&currency=CAD');
    expect(blockOf(year, 'CAD').days).toHaveLength(366);
  });

  it('without dates the range is the last 30 days, today included, in the business time zone', async () => {
    const body = await summary('currency=CAD');
    expect(body.timeZone).toBe('America/Toronto');
    expect(body.currency).toBe('CAD');
    const cad = blockOf(body, 'CAD');
    expect(cad.days).toHaveLength(30);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date());
    expect(body.to).toBe(today);
    expect(cad.days.at(-1)?.date).toBe(today);
  });

  it('a day is the business day: 02:30 UTC on the 2nd is still the 1st in Toronto', async () => {
    const order = await placeOrder();
    await backdate([order.id], '2001-02-02T02:30:00Z');
    const first = await summary('from=2001-02-01&to=2001-02-01');
    expect(first.byCurrency.map((block) => block.currency)).toEqual(['CAD']);
    expect(blockOf(first, 'CAD').totals.orderCount).toBe(1);
    expect(blockOf(first, 'CAD').recentOrders.map((entry) => entry.id)).toEqual([order.id]);
    // No order that day: no block at all, unless a currency is named, which always has its block.
    expect((await summary('from=2001-02-02&to=2001-02-02')).byCurrency).toEqual([]);
    const named = await summary('from=2001-02-02&to=2001-02-02&currency=jpy');
    expect(named.currency).toBe('JPY');
    expect(named.byCurrency).toHaveLength(1);
    expect(blockOf(named, 'JPY').totals).toMatchObject({ orderCount: 0, total: '0', driverPay: '0' });
    expect(blockOf(named, 'JPY').cancelled).toEqual({ orderCount: 0, total: '0', refunds: '0' });
  });
});

describe('the money adds up (random orders in two currencies)', () => {
  const seed = 20261123;
  const placed: Array<PlacedOrderResponse & { currency: 'CAD' | 'JPY'; card: boolean }> = [];
  const fates = new Map<number, 'delivered' | 'pending' | 'cancelled' | 'rejected'>();
  let driver: Driver;
  const RANGE = 'from=2001-03-01&to=2001-03-10';
  type Stored = typeof orders.$inferSelect;
  let stored: Map<number, Stored>;
  const refunded = new Map<number, number>();
  const FIRST_FATES = [
    'delivered',
    'delivered',
    'pending',
    'pending',
    'cancelled',
    'cancelled',
    'rejected',
    'rejected',
  ] as const;

  /** The orders a filter keeps, by what happened to them. */
  function kept(status: FinanceStatusFilter, currency?: string) {
    return placed.filter((order) => {
      if (currency && order.currency !== currency) return false;
      const fate = fates.get(order.id);
      const cancelled = fate === 'cancelled' || fate === 'rejected';
      if (status === 'completed') return fate === 'delivered';
      if (status === 'pending') return fate === 'pending';
      if (status === 'cancelled') return cancelled;
      return !cancelled;
    });
  }

  const storedCents = (id: number, field: 'total' | 'tip' | 'driverPay' | 'restaurantPay' | 'companyPay') =>
    toCents(stored.get(id)?.[field] ?? 'missing');

  beforeAll(async () => {
    const next = random(seed);
    const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
    driver = await onlineDriver();
    const tips = { CAD: ['0.00', '19.99', '20.00', '20.01', '25.00', '3.00'], JPY: ['0', '300', '2500'] };
    for (let index = 0; index < 40; index += 1) {
      // Every other order in yen, so both currencies have every fate.
      const currency = index % 2 === 0 ? 'CAD' : 'JPY';
      // The first orders try every fate in both currencies, and the cancelled ones were paid by card.
      const card = index >= 4 && index < 8 ? true : next() < 0.5;
      const order = await placeOrder({
        restaurantId: currency === 'CAD' ? 1 : yen.id,
        tip: pick(tips[currency]),
        card,
        // Around the 5 km that driver pay starts counting from.
        distanceKm: 4.9 + next() * 0.2,
      });
      placed.push({ ...order, currency, card });
      const fate =
        FIRST_FATES[index] ?? pick(['delivered', 'delivered', 'pending', 'cancelled', 'rejected'] as const);
      fates.set(order.id, fate);
      const kitchen = currency === 'CAD' ? restaurant : yen.cookie;
      if (fate === 'delivered') await deliver(order, driver, kitchen);
      if (fate === 'cancelled') await cancelByAdmin(order.id);
      if (fate === 'rejected') await act(order.id, 'reject', kitchen, { reason: 'Closing soon' });
      // Spread over ten Toronto days, at any hour.
      const day = 1 + Math.floor(next() * 10);
      const hour = Math.floor(next() * 24);
      const placedAt = `2001-03-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:15:00-05:00`;
      await backdate([order.id], placedAt);
    }
    const ids = placed.map((order) => order.id);
    const rows = await t.database.handle.db.select().from(orders).where(inArray(orders.id, ids));
    stored = new Map(rows.map((row) => [row.id, row]));
    const refundRows = await t.database.handle.db.select().from(refunds).where(inArray(refunds.orderId, ids));
    // A refund is recorded in the card provider's unit (whole yen): compared here in hundredths.
    for (const row of refundRows) {
      refunded.set(
        row.orderId,
        centsFromProviderAmount(row.amountCents, stored.get(row.orderId)?.currency ?? ''),
      );
    }
  });

  it('every order is in its restaurant currency and splits exactly: driverPay + restaurantPay + companyPay = total', () => {
    expect(stored.size).toBe(placed.length);
    for (const order of placed) {
      const row = stored.get(order.id);
      expect(row?.currency, `order ${order.id}`).toBe(order.currency);
      const parts =
        storedCents(order.id, 'driverPay') +
        storedCents(order.id, 'restaurantPay') +
        storedCents(order.id, 'companyPay');
      expect(parts, `order ${order.id}`).toBe(storedCents(order.id, 'total'));
    }
    // Paid by card, then cancelled: refunded in full.
    const cancelledCards = kept('cancelled').filter((order) => order.card);
    expect(cancelledCards.length).toBeGreaterThan(0);
    for (const order of cancelledCards) expect(refunded.get(order.id)).toBe(storedCents(order.id, 'total'));
  });

  it.each(['all', 'completed', 'pending', 'cancelled'] as const)(
    'status=%s: per currency, the totals are the kept orders own, cancelled orders count in no revenue or payout, and the CSV rows add up to them',
    async (status) => {
      const body = await summary(`${RANGE}&status=${status}`);
      const { res, rows } = await csv(`/api/finance/orders.csv?${RANGE}&status=${status}`, admin);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="financial-report-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(res.headers['cache-control']).toBe('private, no-store');
      // One block per currency, whatever the filter: both currencies have orders in the range.
      expect(body.byCurrency.map((block) => block.currency)).toEqual(['CAD', 'JPY']);
      expect(body).not.toHaveProperty('totals');
      expect(new Set(rows.map((row) => row.Currency))).toEqual(
        new Set(kept(status).map((order) => order.currency)),
      );

      for (const currency of ['CAD', 'JPY'] as const) {
        const block = blockOf(body, currency);
        const mine = kept(status, currency);
        const ids = (list: Array<{ id: number }>) => list.map((order) => order.id).sort((a, b) => a - b);
        const csvRows = rows.filter((row) => row.Currency === currency);
        expect(ids(csvRows.map((row) => ({ id: Number(row['Order ID']) })))).toEqual(ids(mine));
        expect(block.totals.orderCount, currency).toBe(mine.length);

        // What the stored orders say, currency by currency: a sum of both currencies could not match.
        const sumOf = (list: typeof mine, field: Parameters<typeof storedCents>[1]) =>
          list.reduce((sum, order) => sum + storedCents(order.id, field), 0);
        const delivered = mine.filter((order) => fates.get(order.id) === 'delivered');
        const moving = mine.filter((order) => fates.get(order.id) === 'pending');
        const expected: Record<(typeof MONEY_FIELDS)[number], number> = {
          total: sumOf(mine, 'total'),
          tip: sumOf(mine, 'tip'),
          driverPay: sumOf(delivered, 'driverPay'),
          restaurantPay: sumOf(delivered, 'restaurantPay'),
          companyPay: sumOf(delivered, 'companyPay'),
          estimatedDriverPay: sumOf(moving, 'driverPay'),
          estimatedRestaurantPay: sumOf(moving, 'restaurantPay'),
          estimatedCompanyPay: sumOf(moving, 'companyPay'),
          refunds:
            status === 'cancelled' ? mine.reduce((sum, order) => sum + (refunded.get(order.id) ?? 0), 0) : 0,
        };
        for (const field of MONEY_FIELDS) {
          expect(block.totals[field], `${currency} ${field}`).toMatch(AMOUNT[currency]);
          expect(toCents(block.totals[field]), `${currency} ${field}`).toBe(expected[field]);
          // The chart's days add up to the cards.
          expect(
            block.days.reduce((sum, day) => sum + toCents(day[field]), 0),
            `${currency} ${field} days`,
          ).toBe(expected[field]);
        }
        if (status !== 'cancelled') {
          // Final and estimated pay together are the whole of the orders' money, nothing else.
          const pay = MONEY_FIELDS.filter((field) => /Pay$/.test(field)).reduce(
            (sum, field) => sum + toCents(block.totals[field]),
            0,
          );
          expect(pay).toBe(toCents(block.totals.total));
        }

        // The CSV: Total, Tip and Refund add up to the block; the pay columns of the final rows to
        // its pay and of the estimate rows to its estimated pay; a cancelled row pays nobody.
        expect(sumColumn(csvRows, 'Total')).toBe(expected.total);
        expect(sumColumn(csvRows, 'Tip')).toBe(expected.tip);
        expect(sumColumn(csvRows, 'Refund')).toBe(expected.refunds);
        expect(sumColumn(csvRows, 'Delivery Distance (km)')).toBe(toCents(block.totals.deliveryDistance));
        const split = (stage: string) => csvRows.filter((row) => row.Split === stage);
        for (const [column, field, estimated] of [
          ['Driver Pay', 'driverPay', 'estimatedDriverPay'],
          ['Restaurant Pay', 'restaurantPay', 'estimatedRestaurantPay'],
          ['Company Pay', 'companyPay', 'estimatedCompanyPay'],
        ] as const) {
          expect(sumColumn(split('final'), column)).toBe(expected[field]);
          expect(sumColumn(split('estimate'), column)).toBe(expected[estimated]);
          expect(sumColumn(split('cancelled'), column)).toBe(0);
        }
        for (const row of csvRows) {
          const stage = { delivered: 'final', cancelled: 'cancelled' }[row.Status ?? ''] ?? 'estimate';
          expect(row.Split).toBe(stage);
          expect(row['Placed At']).toMatch(/^2001-03-(0[1-9]|10) \d{2}:15:00$/);
          for (const column of [
            'Subtotal',
            'Discount',
            'Delivery Fee',
            'Tax',
            'Tip',
            'Total',
            'Driver Pay',
            'Refund',
          ]) {
            expect(row[column], `${currency} ${column}`).toMatch(AMOUNT[currency]);
          }
          if (stage !== 'cancelled') {
            expect(
              toCents(row['Driver Pay'] ?? '') +
                toCents(row['Restaurant Pay'] ?? '') +
                toCents(row['Company Pay'] ?? ''),
            ).toBe(toCents(row.Total ?? ''));
          }
        }

        // Cancelled orders are counted apart under every filter, with what went back to cards.
        const cancelled = kept('cancelled', currency);
        expect(block.cancelled).toEqual({
          orderCount: cancelled.length,
          total: block.cancelled.total,
          refunds: block.cancelled.refunds,
        });
        expect(toCents(block.cancelled.total)).toBe(sumOf(cancelled, 'total'));
        expect(toCents(block.cancelled.refunds)).toBe(
          cancelled.reduce((sum, order) => sum + (refunded.get(order.id) ?? 0), 0),
        );
        expect(toCents(block.cancelled.refunds)).toBeGreaterThan(0);

        expect(block.days).toHaveLength(10);
        // The newest ten the filter keeps in this currency, newest first (the same moment: higher id first).
        const placedAt = (id: number) => stored.get(id)?.createdAt.getTime() ?? 0;
        const newestTen = [...mine]
          .sort((a, b) => placedAt(b.id) - placedAt(a.id) || b.id - a.id)
          .slice(0, 10)
          .map((order) => order.id);
        expect(block.recentOrders.map((order) => order.id)).toEqual(newestTen);
        const newest = block.recentOrders.map((order) => order.createdAt);
        expect(newest).toEqual([...newest].sort().reverse());
        for (const order of block.recentOrders) {
          expect(order.currency).toBe(currency);
          expect(order.total).toBe(csvRows.find((row) => Number(row['Order ID']) === order.id)?.Total);
          if (order.stage === 'cancelled') {
            expect([order.driverPay, order.restaurantPay, order.companyPay]).toEqual(
              ['0', '0', '0'].map((zero) => (currency === 'JPY' ? zero : '0.00')),
            );
            expect(toCents(order.refund)).toBe(refunded.get(order.id) ?? 0);
          } else {
            expect(order.stage).toBe(fates.get(order.id) === 'delivered' ? 'final' : 'estimate');
          }
        }

        // Asking for one currency answers that block alone, the same as above, and its CSV.
        const only = await summary(`${RANGE}&status=${status}&currency=${currency}`);
        expect(only.byCurrency).toEqual([block]);
        const filtered = await csv(
          `/api/finance/orders.csv?${RANGE}&status=${status}&currency=${currency}`,
          admin,
        );
        expect(filtered.rows).toEqual(csvRows);
      }
    },
  );

  it("the restaurant's statement: in its currency, food, discounts, tax, fee share, refunds and net add up, per day, per week and in its CSV", async () => {
    for (const [currency, cookie, restaurantId] of [
      ['CAD', restaurant, 1],
      ['JPY', yen.cookie, yen.id],
    ] as const) {
      const res = await call('GET', `/api/restaurant/statement?${RANGE}`, cookie);
      expect(res.statusCode, res.body).toBe(200);
      const statement = res.json() as RestaurantStatement;
      expect(statement.currency).toBe(currency);
      const { rows } = await csv(`/api/restaurant/statement.csv?${RANGE}`, cookie);
      const theirs = [...stored.values()].filter(
        (row) => row.restaurantId === restaurantId && placed.some((order) => order.id === row.id),
      );
      // Cash orders that were cancelled never took money; everything else did.
      const tookMoney = theirs.filter((row) => row.status !== 'cancelled' || row.paymentMethod === 'card');
      expect(statement.totals.orders).toBe(tookMoney.length);
      expect(rows).toHaveLength(tookMoney.length);
      expect(new Set(rows.map((row) => row.Currency))).toEqual(new Set([currency]));
      const net = theirs
        .filter((row) => row.status !== 'cancelled')
        .reduce((sum, row) => sum + toCents(row.restaurantPay ?? 'x'), 0);
      const addedTax = tookMoney.reduce((sum, row) => sum + (row.taxIncluded ? 0 : toCents(row.tax)), 0);
      const food = tookMoney.reduce((sum, row) => sum + toCents(row.subtotal) - toCents(row.discount), 0);
      const earned = tookMoney.reduce((sum, row) => sum + toCents(row.restaurantPay ?? 'x'), 0);
      expect(toCents(statement.totals.net)).toBe(net);
      expect(toCents(statement.totals.tax)).toBe(addedTax);
      // Its share of the delivery fees is what it earned beyond the food and the tax it collects.
      expect(toCents(statement.totals.deliveryFeeShare)).toBe(earned - food - addedTax);
      for (const field of [
        'grossFoodSales',
        'discounts',
        'tax',
        'deliveryFeeShare',
        'refunds',
        'net',
      ] as const) {
        expect(statement.totals[field], field).toMatch(AMOUNT[currency]);
      }
      expect(sumColumn(rows, 'Net')).toBe(net);
      expect(sumColumn(rows, 'Refund')).toBe(toCents(statement.totals.refunds));
      expect(sumColumn(rows, 'Food Sales')).toBe(toCents(statement.totals.grossFoodSales));
      expect(sumColumn(rows, 'Discount')).toBe(toCents(statement.totals.discounts));
      expect(sumColumn(rows, 'Tax')).toBe(toCents(statement.totals.tax));
      expect(sumColumn(rows, 'Delivery Fee Share')).toBe(toCents(statement.totals.deliveryFeeShare));
      expect(toCents(statement.totals.net)).toBe(
        toCents(statement.totals.grossFoodSales) -
          toCents(statement.totals.discounts) +
          toCents(statement.totals.tax) +
          toCents(statement.totals.deliveryFeeShare) -
          toCents(statement.totals.refunds),
      );
      expect(statement.days).toHaveLength(10);
      // 2001-03-01 was a Thursday: the weeks start on Mondays 02-26 and 03-05.
      expect(statement.weeks.map((week) => week.weekStart)).toEqual(['2001-02-26', '2001-03-05']);
      expect(statement.weeks.reduce((sum, week) => sum + toCents(week.net), 0)).toBe(net);
      expect(statement.days.reduce((sum, day) => sum + day.orders, 0)).toBe(tookMoney.length);
    }
  });

  it("another restaurant's statement holds none of these orders", async () => {
    const other = await approvedRestaurant(t.app, admin);
    const res = await call('GET', `/api/restaurant/statement?${RANGE}`, other.cookie);
    expect(res.json().totals).toMatchObject({ orders: 0 });
    expect(toCents(res.json().totals.net)).toBe(0);
    const { rows } = await csv(`/api/restaurant/statement.csv?${RANGE}`, other.cookie);
    expect(rows).toEqual([]);
  });

  it("the driver's statement: one currency at a time, each delivery's pay is base + distance + tip, weeks and CSV add up", async () => {
    const first = (
      await call('GET', `/api/driver/statement?${RANGE}`, driver.cookie)
    ).json() as DriverStatement;
    // This driver delivered in both currencies: the statement names them and reads one.
    expect(first.currencies).toEqual(['CAD', 'JPY']);
    for (const currency of ['CAD', 'JPY'] as const) {
      const res = await call('GET', `/api/driver/statement?${RANGE}&currency=${currency}`, driver.cookie);
      expect(res.statusCode, res.body).toBe(200);
      const statement = res.json() as DriverStatement;
      expect(statement.currency).toBe(currency);
      const delivered = placed.filter(
        (order) => order.currency === currency && fates.get(order.id) === 'delivered',
      );
      expect(statement.deliveries.map((entry) => entry.orderId).sort()).toEqual(
        delivered.map((order) => order.id).sort(),
      );
      for (const entry of statement.deliveries) {
        expect(toCents(entry.pay)).toBe(toCents(entry.base) + toCents(entry.distance) + toCents(entry.tip));
        expect(toCents(entry.pay)).toBe(storedCents(entry.orderId, 'driverPay'));
        expect(entry.pay).toMatch(AMOUNT[currency]);
      }
      const { rows } = await csv(`/api/driver/statement.csv?${RANGE}&currency=${currency}`, driver.cookie);
      expect(rows).toHaveLength(delivered.length);
      expect(new Set(rows.map((row) => row.Currency))).toEqual(new Set([currency]));
      expect(sumColumn(rows, 'Total Pay')).toBe(toCents(statement.totals.pay));
      expect(sumColumn(rows, 'Cash Collected')).toBe(toCents(statement.totals.cashCollected));
      expect(statement.weeks.reduce((sum, week) => sum + toCents(week.pay), 0)).toBe(
        toCents(statement.totals.pay),
      );
      expect(statement.totals.deliveries).toBe(delivered.length);
    }
    // Without a currency: the newest delivery's, and its CSV is the same statement.
    const newest = [...placed]
      .filter((order) => fates.get(order.id) === 'delivered')
      .sort(
        (a, b) =>
          (stored.get(b.id)?.actualDeliveryTime?.getTime() ?? 0) -
            (stored.get(a.id)?.actualDeliveryTime?.getTime() ?? 0) || b.id - a.id,
      )[0];
    expect(first.currency).toBe(newest?.currency);
    const plain = await csv(`/api/driver/statement.csv?${RANGE}`, driver.cookie);
    expect(plain.rows).toHaveLength(first.totals.deliveries);
    // Another driver sees none of them, in the currency of the country they drive in.
    const stranger = await approvedDriver(t.app, admin);
    const theirs = (
      await call('GET', `/api/driver/statement?${RANGE}`, stranger.cookie)
    ).json() as DriverStatement;
    expect(theirs.deliveries).toEqual([]);
    expect(theirs.currencies).toEqual([]);
    expect(theirs.currency).toMatch(/^[A-Z]{3}$/);
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
    expect(res.body.split('\r\n')[0]).toBe(
      'Order ID,Placed At,Status,Restaurant,Driver,Payment Method,Payment Status,Currency,Subtotal,Discount,Delivery Fee,Tax,Tax Included,Tip,Total,Driver Pay,Restaurant Pay,Company Pay,Refund,Delivery Distance (km),Split',
    );
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
      currency: 'CAD',
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
    // What is outstanding is summed per currency, never across.
    expect(overview.outstanding.map((entry) => entry.currency)).toEqual(
      [...new Set(overview.drivers.map((row) => row.currency))].sort(),
    );
    for (const { currency, amount } of overview.outstanding) {
      expect(toCents(amount)).toBe(
        overview.drivers
          .filter((row) => row.currency === currency)
          .reduce((sum, row) => sum + toCents(row.balance), 0),
      );
    }
  });

  it("a driver's cash is in the currency of the orders delivered: whole yen, settled in whole yen", async () => {
    const driver = await onlineDriver();
    const order = await placeOrder({ restaurantId: yen.id, tip: '200' });
    await deliver(order, driver, yen.cookie);
    const overview = await cash();
    const entry = overview.drivers.find((row) => row.driverId === driver.id);
    const [stored] = await t.database.handle.db.select().from(orders).where(eq(orders.id, order.id));
    expect(entry).toMatchObject({
      currency: 'JPY',
      cashCollected: String(toCents(stored?.total ?? 'x') / 100),
    });
    for (const field of ['cashCollected', 'payKept', 'owes', 'settled', 'balance'] as const) {
      expect(entry?.[field], field).toMatch(AMOUNT.JPY);
    }
    const jpy = overview.outstanding.find((row) => row.currency === 'JPY');
    expect(toCents(jpy?.amount ?? 'x')).toBe(
      overview.drivers
        .filter((row) => row.currency === 'JPY')
        .reduce((sum, row) => sum + toCents(row.balance), 0),
    );
    expect(overview.outstanding.find((row) => row.currency === 'CAD')).toBeDefined();
    // Yen have no decimals: 1.50 is refused at the amount, 100 recorded as "100".
    const fraction = await settle(driver.id, { amount: '1.50' });
    expect(fraction.statusCode, fraction.body).toBe(400);
    expect(fraction.json().fields.amount).toBe(amountDecimalsMessage('amount', 'JPY'));
    const tooMuch = await settle(driver.id, { amount: String(toCents(entry?.balance ?? 'x') / 100 + 1) });
    expect(tooMuch.json().message).toBe(
      `The settlement is more than the driver owes (${formatMoney(toCents(entry?.balance ?? 'x'), 'JPY')})`,
    );
    expect(tooMuch.json().message).toContain('¥');
    const res = await settle(driver.id, { amount: '100' });
    expect(res.statusCode, res.body).toBe(201);
    const settlement = res.json() as Settlement;
    expect(settlement).toMatchObject({ amount: '100', driver: { currency: 'JPY', settled: '100' } });
    expect(toCents(settlement.driver.balance)).toBe(toCents(entry?.balance ?? 'x') - 10000);
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
      message: `The settlement is more than the driver owes (${formatMoney(owes, 'CAD')})`,
    });
    expect(res.json().message).toContain(`$${(owes / 100).toFixed(2)}`);
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
