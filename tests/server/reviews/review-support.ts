import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { PlacedOrderResponse } from '#domain/ordering/responses.ts';
import type { RatingRequest } from '#domain/reviews/requests.ts';
import { DEMO_ACCOUNTS } from '#server/demo-seed/seed.ts';
import { DEMO_RESTAURANTS } from '#server/demo-seed/seed-data.ts';
import { postOrder } from '../../support/order-requests';
import { linesMeetingMinimum, quotedOrderBody } from '../../support/orders';
import { approvedDriver } from '../../support/partners';
import { signInAs } from '../../support/sessions';

// What the review tests share: signed-in kitchens and drivers, orders walked to delivered through
// the real endpoints (placed, accepted, claimed, ready, picked up, on the way, delivered with the
// customer's code), and the rating request.

export interface Partner {
  id: number;
  cookie: string;
}

type Method = 'GET' | 'POST' | 'PATCH';

export function caller(app: FastifyInstance) {
  return (method: Method, url: string, cookie?: string, payload?: object) =>
    app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
}

/** Demo restaurant `id` (1: the demo account; 2: Maple Smash Burgers, also open day and night). */
export async function demoKitchen(app: FastifyInstance, id: 1 | 2): Promise<Partner> {
  if (id === 1) return { id, cookie: await signInAs(app, 'restaurant') };
  const email = DEMO_RESTAURANTS[id - 1]?.email ?? '';
  const cookie = await signInAs(app, 'restaurant', { email, password: DEMO_ACCOUNTS.pendingPartnerPassword });
  return { id, cookie };
}

/** A newly approved driver, online: its rating starts at 0 with no reviews. */
export async function onlineDriver(app: FastifyInstance, adminCookie: string): Promise<Partner> {
  const driver = await approvedDriver(app, adminCookie);
  const res = await caller(app)('PATCH', '/api/driver/status', driver.cookie, { isOnline: true });
  expect(res.statusCode, res.body).toBe(200);
  return driver;
}

/** An order of `kitchen`'s, placed and accepted (preparing): not yet delivered. */
/** What an order may set besides its lines: the customer's name, address, a tip. */
type OrderOverrides = Parameters<typeof quotedOrderBody>[2];

export async function acceptedOrder(
  app: FastifyInstance,
  kitchen: Partner,
  overrides: OrderOverrides = {},
): Promise<PlacedOrderResponse> {
  // Priced by the quote: a restaurant's automatic promotion is in the amounts.
  const { body } = await quotedOrderBody(app, await linesMeetingMinimum(app, kitchen.id), overrides);
  const res = await postOrder(app, body);
  expect(res.statusCode, res.body).toBe(201);
  const order = res.json() as PlacedOrderResponse;
  const accepted = await caller(app)('POST', `/api/orders/${order.id}/accept`, kitchen.cookie, {
    prepMinutes: 15,
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return order;
}

/** An order of `kitchen`'s that `driver` has delivered. */
export async function deliveredOrder(
  app: FastifyInstance,
  kitchen: Partner,
  driver: Partner,
  overrides: OrderOverrides = {},
): Promise<PlacedOrderResponse> {
  const call = caller(app);
  const order = await acceptedOrder(app, kitchen, overrides);
  const steps: [string, string, object?][] = [
    ['claim', driver.cookie],
    ['ready', kitchen.cookie],
    ['pickup', driver.cookie],
    ['depart', driver.cookie],
    ['deliver', driver.cookie, { code: order.deliveryCode }],
  ];
  for (const [action, cookie, body] of steps) {
    const res = await call('POST', `/api/orders/${order.id}/${action}`, cookie, body);
    expect(res.statusCode, `${action}: ${res.body}`).toBe(200);
  }
  return order;
}

export function rate(app: FastifyInstance, token: string, body: RatingRequest | Record<string, unknown>) {
  return app.inject({ method: 'POST', url: `/api/orders/track/${token}/rating`, payload: body });
}
