import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerMessage } from '#domain/shared/live-messages.ts';
import { connectLive, type LiveClient, settle } from '../../support/live-client';
import { postOrder, UNLIMITED_ENV } from '../../support/order-requests';
import { type MenuItemRow, menuOf, orderBody } from '../../support/orders';
import { buildTestApp, type TestApp } from '../../support/test-app';

// A customer socket follows a phone number with the look-up's rule (decision 0028): the hello's
// phone is read in its country (the spec's Canada when the hello names none), so it hears the
// orders placed with any other spelling of that number, and nothing when its phone is not one.

let t: TestApp;
const sockets: LiveClient[] = [];

beforeAll(async () => {
  t = await buildTestApp({ env: UNLIMITED_ENV });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const client of sockets) client.socket.close();
  await t.close();
});

/** A customer socket whose hello names `phone` (and `country`, when given). */
async function follow(phone: string, country?: string) {
  const client = await connectLive(t.app);
  sockets.push(client);
  client.socket.send(
    JSON.stringify({
      type: 'app_connect',
      appType: 'customer',
      timestamp: Date.now(),
      phone,
      ...(country === undefined ? {} : { country }),
    }),
  );
  // The server answers a hello with nothing: give it time to bind the socket.
  await settle(150);
  return client;
}

async function restaurantIn(country: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/restaurants?country=${encodeURIComponent(country)}`,
  });
  const [restaurant] = res.json() as Array<{
    id: number;
    latitude: string;
    longitude: string;
    minOrder: string;
  }>;
  if (!restaurant) throw new Error(`no demo restaurant in ${country}`);
  const [item] = (await menuOf(t.app, restaurant.id)) as [MenuItemRow];
  return { restaurant, item, quantity: quantityAbove(restaurant.minOrder, item.price) };
}

/** Enough of one dish to pass the restaurant's minimum order. */
const quantityAbove = (minOrder: string, price: string) =>
  Math.max(1, Math.ceil(Number(minOrder) / Number(price)) + 1);

async function place(country: string, customerPhone: string): Promise<number> {
  const { restaurant, item, quantity } = await restaurantIn(country);
  const res = await postOrder(
    t.app,
    orderBody([{ item, quantity }], {
      customerPhone,
      customerLatitude: restaurant.latitude,
      customerLongitude: restaurant.longitude,
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

function updateAbout(client: LiveClient, orderId: number): Promise<ServerMessage> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no order_updated for order ${orderId}`)), 3000);
    const poll = setInterval(() => {
      const found = client.messages.find(
        (message) => message.type === 'order_updated' && message.data.id === orderId,
      );
      if (found) {
        clearTimeout(timer);
        clearInterval(poll);
        resolve(found);
      }
    }, 20);
  });
}

const heardOf = (client: LiveClient, orderId: number) =>
  client.messages.some((message) => message.type === 'order_updated' && message.data.id === orderId);

describe('a customer socket follows a number, not a spelling', () => {
  it('hears a Canadian order placed as +1 416 555 0166 when it followed 416.555.0166, (416) 555-0166 or 4165550166', async () => {
    const followers = [
      await follow('416.555.0166'),
      await follow('(416) 555-0166', 'CA'),
      await follow('4165550166', 'ca'),
      await follow('+14165550166', 'JP'),
    ];
    const other = await follow('416 555 0167');
    const orderId = await place('Canada', '+1 416 555 0166');
    for (const client of followers) {
      const update = await updateAbout(client, orderId);
      expect(update.data).toMatchObject({ id: orderId, customerPhone: '+14165550166', status: 'confirmed' });
    }
    await settle();
    expect(heardOf(other, orderId)).toBe(false);
  });

  it('reads the hello in its country: a London number followed as 020 7946 0958 in GB', async () => {
    const inBritain = await follow('020 7946 0958', 'GB');
    // Without a country the hello is read in Canada, where that spelling is no number: it follows nothing.
    const inCanada = await follow('020 7946 0958');
    const orderId = await place('United Kingdom', '+44 20 7946 0958');
    expect((await updateAbout(inBritain, orderId)).data).toMatchObject({ customerPhone: '+442079460958' });
    await settle();
    expect(heardOf(inCanada, orderId)).toBe(false);
  });

  it('hears a Japanese order placed as 03-1234-5678 when it followed +81 3 1234 5678', async () => {
    const client = await follow('+81 3 1234 5678');
    const orderId = await place('Japan', '03-1234-5678');
    expect((await updateAbout(client, orderId)).data).toMatchObject({ customerPhone: '+81312345678' });
  });

  it('follows nothing with a phone that is not a number, and keeps working after a bad country', async () => {
    const junk = await follow('12');
    const badCountry = await follow('416 555 0168', 'Atlantis');
    const orderId = await place('Canada', '4165550168');
    // An unknown country reads the number in Canada, as a hello without one.
    await updateAbout(badCountry, orderId);
    await settle();
    expect(junk.messages).toEqual([]);
  });
});
