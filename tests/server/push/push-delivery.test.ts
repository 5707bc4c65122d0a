import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderPushSubscriptions, pushSubscriptions } from '#server/db/schema.ts';
import { postOrder, UNLIMITED_ENV } from '../../support/order-requests';
import { type MenuItemRow, menuOf, orderBody } from '../../support/orders';
import {
  requestsTo,
  startPushService,
  type TestBrowser,
  type TestPushService,
  testBrowser,
} from '../../support/push-service';
import { signInAs } from '../../support/sessions';
import { buildTestApp, type TestApp } from '../../support/test-app';

// What the server does with the push service's answers: a 404 or 410 deletes the subscription, a
// 5xx or 429 is tried again (after Retry-After when given), another 4xx is not, and /metrics counts
// each outcome. Retries are shortened for the test; their number is the product's (3 more tries).

const METRICS_TOKEN = 'push-metrics-token-for-tests-0123456789';
const RETRY_DELAYS_MS = [40, 80, 120];

type Counter = 'sent' | 'failed' | 'retried' | 'removed';

const waitUntil = async (check: () => Promise<boolean> | boolean, timeoutMs = 5_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('push delivery', () => {
  let t: TestApp;
  let service: TestPushService;
  let menu: MenuItemRow[];
  let restaurantCookie: string;

  beforeAll(async () => {
    service = await startPushService();
    t = await buildTestApp({
      env: { ...UNLIMITED_ENV, PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true', METRICS_TOKEN },
      pushRetryDelaysMs: RETRY_DELAYS_MS,
    });
    menu = await menuOf(t.app, 1);
    restaurantCookie = await signInAs(t.app, 'restaurant');
  });
  afterAll(async () => {
    await t?.close();
    await service?.close();
  });

  async function counters(): Promise<Record<Counter, number>> {
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    const read = (name: Counter) =>
      Number(new RegExp(`^quickbite_push_${name}_total (\\d+)$`, 'm').exec(res.body)?.[1]);
    return { sent: read('sent'), failed: read('failed'), retried: read('retried'), removed: read('removed') };
  }

  async function restaurantBrowser(): Promise<TestBrowser> {
    const browser = testBrowser(service, 'kitchen');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: { cookie: restaurantCookie },
      payload: browser.subscription,
    });
    expect(res.statusCode, res.body).toBe(201);
    return browser;
  }

  async function placeOrder() {
    const res = await postOrder(t.app, orderBody([{ item: menu[0] as MenuItemRow, quantity: 2 }]));
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; trackingToken: string };
  }

  /** Only this file's restaurant browser is subscribed when each test runs. */
  async function unsubscribe(browser: TestBrowser) {
    await t.app.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      headers: { cookie: restaurantCookie },
      payload: { endpoint: browser.subscription.endpoint },
    });
  }

  const stored = async (endpoint: string) =>
    t.database.handle.db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint));

  it('deletes a subscription the push service says is gone (410), and sends it nothing more', async () => {
    const browser = await restaurantBrowser();
    service.answer(browser.path, { status: 410 });
    const before = await counters();
    await placeOrder();
    await waitUntil(async () => (await stored(browser.subscription.endpoint)).length === 0);
    expect((await counters()).removed).toBe(before.removed + 1);

    await placeOrder();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(requestsTo(service, browser.path)).toHaveLength(1);
  });

  it("deletes a customer's subscription on a 404 too", async () => {
    const order = await placeOrder();
    const browser = testBrowser(service, 'customer');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/track/${order.trackingToken}/push`,
      payload: browser.subscription,
    });
    expect(res.statusCode).toBe(201);
    service.answer(browser.path, { status: 404 });
    await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/accept`,
      headers: { cookie: restaurantCookie },
      payload: { prepMinutes: 20 },
    });
    const customerRows = () =>
      t.database.handle.db
        .select({ endpoint: orderPushSubscriptions.endpoint })
        .from(orderPushSubscriptions)
        .where(eq(orderPushSubscriptions.endpoint, browser.subscription.endpoint));
    await waitUntil(async () => (await customerRows()).length === 0);
  });

  it('tries a 500 three more times at growing delays, then counts it failed', async () => {
    const browser = await restaurantBrowser();
    service.answer(browser.path, { status: 500 }, { status: 500 }, { status: 502 }, { status: 503 });
    const before = await counters();
    await placeOrder();
    await waitUntil(async () => (await counters()).failed === before.failed + 1);
    const attempts = requestsTo(service, browser.path);
    expect(attempts).toHaveLength(4);
    attempts.slice(1).forEach((attempt, i) => {
      expect(attempt.at - (attempts[i] as { at: number }).at).toBeGreaterThanOrEqual(
        (RETRY_DELAYS_MS[i] as number) - 5,
      );
    });
    const after = await counters();
    expect(after.retried - before.retried).toBe(3);
    expect(after.sent).toBe(before.sent);
    // Still subscribed: the push service may be back tomorrow.
    expect(await stored(browser.subscription.endpoint)).toHaveLength(1);
    await unsubscribe(browser);
  });

  it('delivers on a retry after a 503, and waits as long as a 429 Retry-After asks', async () => {
    const browser = await restaurantBrowser();
    service.answer(browser.path, { status: 503 }, { status: 429, headers: { 'Retry-After': '1' } });
    const before = await counters();
    const order = await placeOrder();
    await waitUntil(async () => (await counters()).sent === before.sent + 1);
    const attempts = requestsTo(service, browser.path);
    expect(attempts).toHaveLength(3);
    expect(browser.messages().at(-1)).toMatchObject({ kind: 'new_order', orderId: order.id });
    // The second retry's own delay is 80 ms; the push service asked for a second.
    const [, second, third] = attempts as [unknown, { at: number }, { at: number }];
    expect(third.at - second.at).toBeGreaterThanOrEqual(950);
    const after = await counters();
    expect(after.retried - before.retried).toBe(2);
    expect(after.sent - before.sent).toBe(1);
    expect(after.failed).toBe(before.failed);
    await unsubscribe(browser);
  });

  it('gives up at once on another 4xx (the request itself is wrong)', async () => {
    const browser = await restaurantBrowser();
    service.answer(browser.path, { status: 400 });
    const before = await counters();
    await placeOrder();
    await waitUntil(async () => (await counters()).failed === before.failed + 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(requestsTo(service, browser.path)).toHaveLength(1);
    expect((await counters()).retried).toBe(before.retried);
    await unsubscribe(browser);
  });
});
