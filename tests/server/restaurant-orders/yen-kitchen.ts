import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { PlacedOrderResponse } from '#domain/ordering/responses.ts';
import { postOrder } from '../../support/order-requests';
import { type MenuItemRow, menuOf, orderBody } from '../../support/orders';
import { validDriver, validRestaurant } from '../../support/registration-payloads';
import { signInAs } from '../../support/sessions';

// A kitchen in Tokyo and a driver who works there, made through the real endpoints: their orders,
// stat cards and pay are in yen, a currency without decimals.

const TOKYO = { latitude: 35.6812, longitude: 139.7671 };
/** A drop-off 1.5 km north of the kitchen: inside its radius. */
export const TOKYO_DROP_OFF = { customerLatitude: '35.69469', customerLongitude: '139.7671' };

async function approve(app: FastifyInstance, admin: string, kind: 'restaurants' | 'drivers', id: number) {
  const approved = await app.inject({
    method: 'PATCH',
    url: `/api/admin/${kind}/${id}/approve`,
    headers: { cookie: admin },
    payload: { isApproved: true },
  });
  expect(approved.statusCode, approved.body).toBe(200);
}

/** An approved, signed-in restaurant in Japan whose menu holds one dish per price given ("980"). */
export async function yenKitchen(
  app: FastifyInstance,
  admin: string,
  prices: readonly string[],
): Promise<{ id: number; cookie: string; dishes: MenuItemRow[] }> {
  const body = validRestaurant({
    name: 'Kazeya Test Kitchen',
    country: 'Japan',
    city: 'Tokyo',
    address: '1-9-1 Marunouchi, Chiyoda City',
    phone: '+81 3-1234-5678',
    ownerPhone: '+81 3-1234-5679',
    latitude: TOKYO.latitude,
    longitude: TOKYO.longitude,
    deliveryFee: '99',
    minOrder: '0',
  });
  const registered = await app.inject({ method: 'POST', url: '/api/restaurants/register', payload: body });
  expect(registered.statusCode, registered.body).toBe(201);
  const { id } = registered.json() as { id: number };
  await approve(app, admin, 'restaurants', id);
  const cookie = await signInAs(app, 'restaurant', {
    email: body.email as string,
    password: body.password as string,
  });
  for (const [index, price] of prices.entries()) {
    const added = await app.inject({
      method: 'POST',
      url: `/api/restaurants/${id}/menu`,
      headers: { cookie },
      payload: { name: `Ramen ${index + 1}`, price, category: 'Main Course' },
    });
    expect(added.statusCode, added.body).toBe(201);
  }
  const menu = await menuOf(app, id);
  const dishes = prices.map((_, index) => {
    const dish = menu.find((item) => item.name === `Ramen ${index + 1}`);
    if (!dish) throw new Error(`Ramen ${index + 1} is not on the menu`);
    return dish;
  });
  return { id, cookie, dishes };
}

/** A cash order of one `dish` to the Tokyo drop-off; the kitchen has not accepted it yet. */
export async function yenOrder(app: FastifyInstance, dish: MenuItemRow): Promise<PlacedOrderResponse> {
  const res = await postOrder(
    app,
    orderBody([{ item: dish, quantity: 1 }], { ...TOKYO_DROP_OFF, customerAddress: '2-1 Otemachi, Tokyo' }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as PlacedOrderResponse;
}

/** An approved, signed-in driver who works in Japan, online. */
export async function yenDriver(
  app: FastifyInstance,
  admin: string,
  remoteAddress: string,
): Promise<{ id: number; cookie: string }> {
  const body = validDriver({ country: 'Japan', city: 'Tokyo', contactAddress: '3-1 Kasumigaseki, Tokyo' });
  const registered = await app.inject({
    method: 'POST',
    url: '/api/drivers/register',
    payload: body,
    remoteAddress,
  });
  expect(registered.statusCode, registered.body).toBe(201);
  const { id } = registered.json() as { id: number };
  await approve(app, admin, 'drivers', id);
  const cookie = await signInAs(app, 'driver', {
    email: body.email as string,
    password: body.password as string,
  });
  const online = await app.inject({
    method: 'PATCH',
    url: '/api/driver/status',
    headers: { cookie },
    payload: { isOnline: true },
  });
  expect(online.statusCode, online.body).toBe(200);
  return { id, cookie };
}
