import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTSIDE_DELIVERY_AREA } from '#domain/ordering/messages.ts';
import type { PlacedOrderResponse } from '#domain/ordering/responses.ts';
import { testPaymentIntents } from '#server/db/schema.ts';
import {
  adminOrder,
  payFromOwnAddress,
  postOrder,
  storedCounts,
  UNLIMITED_ENV,
} from '../../support/order-requests';
import { linesMeetingMinimum, type MenuItemRow, orderBody } from '../../support/orders';
import { signInAs } from '../../support/sessions';
import { buildTestApp, type TestApp } from '../../support/test-app';

// A restaurant delivers within its radius (DESIGN deviation 14): POST /api/orders measures the
// straight line from the restaurant to the confirmed drop-off and refuses one beyond the radius
// with 409 outside_delivery_area, before any money moves; the manager's radius applies to the very
// next order.

let t: TestApp;
let admin: string;
let manager: string;
let lines: { item: MenuItemRow; quantity: number }[];
let nonnaRosa: { latitude: number; longitude: number };

beforeAll(async () => {
  t = await buildTestApp({ env: UNLIMITED_ENV });
  [admin, manager] = await Promise.all([signInAs(t.app, 'admin'), signInAs(t.app, 'restaurant')]);
  lines = await linesMeetingMinimum(t.app, 1);
  const restaurant = (await t.app.inject('/api/restaurants/1')).json() as {
    latitude: string;
    longitude: string;
  };
  nonnaRosa = { latitude: Number(restaurant.latitude), longitude: Number(restaurant.longitude) };
});
afterAll(() => t.close());

/** Kilometres per degree of latitude on the haversine earth (radius 6371 km). */
const KM_PER_DEGREE = (6371 * Math.PI) / 180;

/** A drop-off straight north of Nonna Rosa (restaurant 1), `km` away in a straight line. */
const kmNorth = (km: number) => ({
  customerLatitude: (nonnaRosa.latitude + km / KM_PER_DEGREE).toFixed(8),
  customerLongitude: nonnaRosa.longitude.toFixed(8),
});

const cashOrder = (km: number) => orderBody(lines, kmNorth(km));

async function cardOrder(km: number) {
  const body = orderBody(lines, kmNorth(km));
  const { paymentIntentId, confirmStatus } = await payFromOwnAddress(t.app, body);
  expect(confirmStatus).toBe(200);
  return { body: { ...body, paymentMethod: 'card' as const, paymentIntentId }, paymentIntentId };
}

const intentStatus = async (id: string) => {
  const [row] = await t.database.handle.db
    .select({ status: testPaymentIntents.status })
    .from(testPaymentIntents)
    .where(eq(testPaymentIntents.id, id));
  return row?.status;
};

async function expectOutsideArea(body: object, message: string) {
  const before = await storedCounts(t.database.handle.db);
  const res = await postOrder(t.app, body);
  expect(res.statusCode, res.body).toBe(409);
  expect(res.json()).toMatchObject({ code: OUTSIDE_DELIVERY_AREA, message });
  expect(await storedCounts(t.database.handle.db)).toEqual(before);
}

async function expectPlaced(body: object): Promise<PlacedOrderResponse> {
  const res = await postOrder(t.app, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as PlacedOrderResponse;
}

const setRadius = (deliveryRadiusKm: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/restaurant/profile',
    headers: { cookie: manager },
    payload: { deliveryRadiusKm },
  });

describe("POST /api/orders beyond the restaurant's radius", () => {
  it('refuses a cash order 10 km away from a restaurant delivering within 8 km: 409 with both distances, nothing stored', async () => {
    await expectOutsideArea(
      cashOrder(10),
      'Nonna Rosa Pizzeria delivers within 8 km; this address is 10.0 km away',
    );
  });

  it('refuses a drop-off in another city (Montreal) with its distance', async () => {
    await expectOutsideArea(
      orderBody(lines, { customerLatitude: '45.5017', customerLongitude: '-73.5673' }),
      'Nonna Rosa Pizzeria delivers within 8 km; this address is 506.7 km away',
    );
  });

  it('decides on the unrounded distance: 8.04 km is refused although it reads 8.0 km', async () => {
    await expectOutsideArea(
      cashOrder(8.04),
      'Nonna Rosa Pizzeria delivers within 8 km; this address is 8.0 km away',
    );
  });

  it('takes a drop-off just inside the edge and stores that straight-line distance', async () => {
    const placed = await expectPlaced(cashOrder(7.99));
    expect(placed.deliveryDistance).toBe('7.99');
    // The estimate pays the 2.99 km beyond the 5 included.
    const stored = await adminOrder(t.app, admin, placed.id);
    expect(JSON.parse(String(stored.paymentBreakdown))).toMatchObject({ driver: { distance: '2.99' } });
  });

  it('refuses a card order before capturing its payment; the same payment then pays an order inside the area', async () => {
    const { body, paymentIntentId } = await cardOrder(12);
    expect(await intentStatus(paymentIntentId)).toBe('requires_capture');
    await expectOutsideArea(body, 'Nonna Rosa Pizzeria delivers within 8 km; this address is 12.0 km away');
    expect(await intentStatus(paymentIntentId)).toBe('requires_capture');

    const placed = await expectPlaced({ ...body, ...kmNorth(3) });
    expect(placed).toMatchObject({ paymentMethod: 'card', paymentStatus: 'paid', deliveryDistance: '3.00' });
    expect(await intentStatus(paymentIntentId)).toBe('succeeded');
  });
});

describe("a restaurant's radius set in its Settings", () => {
  it('applies to the next order, cash and card, and to what customers read', async () => {
    try {
      const wider = await setRadius(12);
      expect(wider.statusCode, wider.body).toBe(200);
      expect(wider.json()).toMatchObject({ deliveryRadiusKm: 12 });
      expect((await t.app.inject('/api/restaurants/1')).json()).toMatchObject({ deliveryRadiusKm: 12 });
      const listed = (await t.app.inject('/api/restaurants')).json() as Array<{
        id: number;
        deliveryRadiusKm: number;
      }>;
      expect(listed.find((restaurant) => restaurant.id === 1)?.deliveryRadiusKm).toBe(12);

      expect((await expectPlaced(cashOrder(10))).deliveryDistance).toBe('10.00');
      expect((await expectPlaced((await cardOrder(11.5)).body)).deliveryDistance).toBe('11.50');

      const narrower = await setRadius(3);
      expect(narrower.statusCode, narrower.body).toBe(200);
      await expectOutsideArea(
        cashOrder(5),
        'Nonna Rosa Pizzeria delivers within 3 km; this address is 5.0 km away',
      );
      const card = await cardOrder(5);
      await expectOutsideArea(
        card.body,
        'Nonna Rosa Pizzeria delivers within 3 km; this address is 5.0 km away',
      );
      expect(await intentStatus(card.paymentIntentId)).toBe('requires_capture');
      expect((await expectPlaced(cashOrder(2.5))).deliveryDistance).toBe('2.50');
    } finally {
      expect((await setRadius(8)).statusCode).toBe(200);
    }
    await expectOutsideArea(
      cashOrder(10),
      'Nonna Rosa Pizzeria delivers within 8 km; this address is 10.0 km away',
    );
  });
});
