import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AdminOrder } from '#domain/admin-orders/responses.ts';
import { TEST_CARDS } from '#domain/payments/card-payments.ts';
import type { Database } from '#server/db/client.ts';
import { idempotencyKeys, orderEvents, orders } from '#server/db/schema.ts';
import { uniqueAddress } from './registration-payloads';

// Requests and row counts shared by the ordering and payment API tests.

/** Build test apps with these unless the test is about the limits themselves (one inject address). */
export const UNLIMITED_ENV = { ORDER_RATE_LIMIT: '100000', PHONE_LOOKUP_RATE_LIMIT: '100000' };

/** Keys the customer must never see: payouts, the payment reference and the look-up digits. */
export const PRIVATE_ORDER_KEYS = [
  'driverPay',
  'restaurantPay',
  'companyPay',
  'paymentIntentId',
  'paymentBreakdown',
  'customerPhoneNormalized',
] as const;

export function postOrder(
  app: FastifyInstance,
  body: unknown,
  options: { key?: string | null; headers?: Record<string, string> } = {},
) {
  // A fresh key per attempt unless the test sets one (or null: no header at all).
  const key = options.key === undefined ? randomUUID() : options.key;
  return app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: {
      'content-type': 'application/json',
      ...(key === null ? {} : { 'idempotency-key': key }),
      ...options.headers,
    },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export interface StoredCounts {
  orders: number;
  orderEvents: number;
  idempotencyKeys: number;
}

export async function storedCounts(db: Database): Promise<StoredCounts> {
  const [[o], [e], [k]] = await Promise.all([
    db.select({ n: count() }).from(orders),
    db.select({ n: count() }).from(orderEvents),
    db.select({ n: count() }).from(idempotencyKeys),
  ]);
  return { orders: o?.n ?? 0, orderEvents: e?.n ?? 0, idempotencyKeys: k?.n ?? 0 };
}

/**
 * Creates an intent for `amount` dollars and confirms it with `card`. Each call comes from its own
 * address: the payment routes have fixed per-address limits that a test file could otherwise reach.
 */
export async function payFromOwnAddress(
  app: FastifyInstance,
  order: { restaurantId: unknown; total: unknown },
  card: string = TEST_CARDS.succeeds,
) {
  const created = await app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    remoteAddress: uniqueAddress(),
    payload: { restaurantId: order.restaurantId, amount: String(order.total) },
  });
  if (created.statusCode !== 200) throw new Error(`intent: ${created.statusCode} ${created.body}`);
  const { clientSecret, paymentIntentId } = created.json() as {
    clientSecret: string;
    paymentIntentId: string;
  };
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/test-payments/confirm',
    remoteAddress: uniqueAddress(),
    payload: { clientSecret, cardNumber: card, expiry: '12/34', cvc: '123', name: 'Test Customer' },
  });
  return {
    clientSecret,
    paymentIntentId,
    confirmStatus: confirmed.statusCode,
    confirmBody: confirmed.json(),
  };
}

/** An order as the admin sees it (GET /api/orders), payouts included. */
export async function adminOrder(app: FastifyInstance, adminCookie: string, id: number): Promise<AdminOrder> {
  const res = await app.inject({ method: 'GET', url: '/api/orders', headers: { cookie: adminCookie } });
  if (res.statusCode !== 200) throw new Error(`admin orders: ${res.statusCode} ${res.body}`);
  const found = (res.json() as AdminOrder[]).find((order) => order.id === id);
  if (!found) throw new Error(`order ${id} is not in the admin list`);
  return found;
}
