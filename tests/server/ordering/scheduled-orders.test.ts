import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_SCHEDULED_FOR } from '#domain/ordering/requests.ts';
import type { DeliverySlots, PlacedOrderResponse } from '#domain/ordering/responses.ts';
import type { RestaurantOrderPage } from '#domain/restaurant-orders/responses.ts';
import { WEEKDAY_HOURS_FIELDS } from '#domain/shared/options.ts';
import { orderEvents, orders } from '#server/db/schema.ts';
import { postOrder, UNLIMITED_ENV } from '../../support/order-requests';
import { linesMeetingMinimum, orderBody } from '../../support/orders';
import { signInAs } from '../../support/sessions';
import { buildTestApp, type TestApp } from '../../support/test-app';

// Orders for later at placement (issue 37 item 4): the times offered, the times refused (400 on
// scheduledFor with the next possible time), and an order placed for later: status scheduled, a
// restaurant closed now still takes it, the kitchen sees it under Scheduled, not New Orders. The
// app's clock is set by the test (Wednesday 25 November 2026, 7:00 AM in Toronto, restaurant 1's zone).

const clock = new Date('2026-11-25T12:00:00Z');
let t: TestApp;
let restaurant: string;

const everyDay = (text: string) => Object.fromEntries(WEEKDAY_HOURS_FIELDS.map((field) => [field, text]));

beforeAll(async () => {
  t = await buildTestApp({ env: UNLIMITED_ENV, now: () => clock });
  restaurant = await signInAs(t.app, 'restaurant');
  const hours = await t.app.inject({
    method: 'PATCH',
    url: '/api/restaurant/profile',
    headers: { cookie: restaurant },
    payload: everyDay('10:00 AM - 10:00 PM'),
  });
  expect(hours.statusCode, hours.body).toBe(200);
});
afterAll(() => t.close());

const bodyFor = async (scheduledFor: unknown) => ({
  ...orderBody(await linesMeetingMinimum(t.app, 1)),
  scheduledFor,
});
const place = async (scheduledFor: unknown) => postOrder(t.app, (await bodyFor(scheduledFor)) as never);
const quote = async (scheduledFor: unknown) => {
  const body = await bodyFor(scheduledFor);
  return t.app.inject({
    method: 'POST',
    url: '/api/orders/quote',
    payload: { restaurantId: 1, items: body.items, tip: body.tip, scheduledFor },
  });
};
const board = async (status: string) =>
  (
    await t.app.inject({ url: `/api/restaurant/orders?status=${status}`, headers: { cookie: restaurant } })
  ).json() as RestaurantOrderPage;

describe('GET /api/restaurants/{id}/delivery-slots', () => {
  it('offers the quarter hours inside the hours, from the opening, in the restaurant’s zone', async () => {
    const res = await t.app.inject('/api/restaurants/1/delivery-slots');
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as DeliverySlots;
    expect(answer.timeZone).toBe('America/Toronto');
    expect(answer.slots[0]).toBe('2026-11-25T15:00:00.000Z');
    expect(answer.slots).toHaveLength(7 * 48);
  });

  it('is a 404 for a restaurant that does not exist, a 400 for an id that is not one', async () => {
    expect((await t.app.inject('/api/restaurants/99999/delivery-slots')).statusCode).toBe(404);
    expect((await t.app.inject('/api/restaurants/abc/delivery-slots')).statusCode).toBe(400);
  });
});

describe('placing an order for later', () => {
  it('is taken while the restaurant is closed now, as scheduled, and waits under Scheduled', async () => {
    // Closed at 7:00 AM for now...
    const now = await place(undefined);
    expect(now.statusCode).toBe(409);
    expect(now.json()).toMatchObject({ code: 'restaurant_closed' });
    // ...but quoted and taken for 10:00 AM.
    expect((await quote('2026-11-25T10:00:00-05:00')).statusCode).toBe(200);
    const res = await place('2026-11-25T10:00:00-05:00');
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json() as PlacedOrderResponse;
    expect(order).toMatchObject({ status: 'scheduled', scheduledFor: '2026-11-25T15:00:00.000Z' });
    expect(order.timeline.map((step) => step.status)).toEqual(['scheduled']);

    const tracked = (await t.app.inject(`/api/orders/track/${order.trackingToken}`)).json();
    expect(tracked).toMatchObject({ status: 'scheduled', scheduledFor: '2026-11-25T15:00:00.000Z' });
    expect((await board('scheduled')).orders.map((o) => [o.id, o.scheduledFor])).toContainEqual([
      order.id,
      '2026-11-25T15:00:00.000Z',
    ]);
    expect((await board('new')).orders.map((o) => o.id)).not.toContain(order.id);
    const events = await t.database.handle.db
      .select({ status: orderEvents.status, actorType: orderEvents.actorType })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id));
    expect(events).toEqual([{ status: 'scheduled', actorType: 'customer' }]);
    const [row] = await t.database.handle.db
      .select({ statusTimes: orders.statusTimes })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(Object.keys(row?.statusTimes ?? {})).toEqual(['scheduled']);
  });

  it('may be rejected by the restaurant before it comes due', async () => {
    const order = (await place('2026-11-25T11:00:00-05:00')).json() as PlacedOrderResponse;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/reject`,
      headers: { cookie: restaurant },
      payload: { reason: 'Closed for a private event' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', cancelReason: 'Closed for a private event' });
  });

  const refusals: [string, unknown, string][] = [
    [
      'too soon',
      '2026-11-25T12:15:00Z',
      'Choose a time at least 30 minutes from now: the next possible time is today at 10:00 AM',
    ],
    [
      'off the quarter hour',
      '2026-11-25T15:20:00Z',
      'Choose a time on the quarter hour: the next possible time is today at 10:30 AM',
    ],
    [
      'outside the hours',
      '2026-11-26T03:30:00Z',
      'Nonna Rosa Pizzeria is closed at that time: the next possible time is tomorrow at 10:00 AM',
    ],
    [
      'more than 7 days ahead',
      '2026-12-02T15:00:00Z',
      'Choose a time within the next 7 days: the next possible time is today at 10:00 AM',
    ],
    ['not a time', 'tomorrow at noon', INVALID_SCHEDULED_FOR],
    ['a time without its offset', '2026-11-25T15:00:00', INVALID_SCHEDULED_FOR],
    ['a number', 1_795_000_000_000, INVALID_SCHEDULED_FOR],
  ];
  it.each(refusals)(
    'is refused %s, naming scheduledFor, and nothing is stored',
    async (_case, at, message) => {
      const before = await t.database.handle.db.$count(orders);
      const res = await place(at);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields).toEqual({ scheduledFor: message });
      expect(await t.database.handle.db.$count(orders)).toBe(before);
      const quoted = await quote(at);
      expect(quoted.statusCode).toBe(400);
      expect(quoted.json().fields).toEqual({ scheduledFor: message });
    },
  );

  it('null is as soon as possible', async () => {
    expect((await place(null)).json()).toMatchObject({ code: 'restaurant_closed' });
  });
});
