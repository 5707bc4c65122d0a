import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOURS_FORMAT_MESSAGE } from '#domain/opening-hours/hours-text.ts';
import { PREP_LEAD_MESSAGE, TIME_ZONE_MESSAGE } from '#domain/partners/requests.ts';
import { WEEKDAY_HOURS_FIELDS } from '#domain/shared/options.ts';
import { restaurants } from '#server/db/schema.ts';
import { postOrder, UNLIMITED_ENV } from '../../support/order-requests';
import { linesMeetingMinimum, orderBody } from '../../support/orders';
import { validRestaurant } from '../../support/registration-payloads';
import { signInAs } from '../../support/sessions';
import { buildTestApp, type TestApp } from '../../support/test-app';

// Opening hours that hold (issue 37 item 3): hours text is checked where it is written, each
// restaurant has a time zone, and outside its hours a restaurant takes no orders and says when it
// opens. The app's clock is set by the test; the catalogue's cache runs on the real clock, so a
// test that moves the clock by hours drops the cache as those hours passing would.

let clock = new Date('2026-11-25T17:00:00Z');
let t: TestApp;
let restaurant: string;
beforeAll(async () => {
  t = await buildTestApp({ env: UNLIMITED_ENV, now: () => clock });
  restaurant = await signInAs(t.app, 'restaurant');
});
afterAll(() => t.close());

const setClock = (iso: string) => {
  clock = new Date(iso);
  t.app.catalogueCache.invalidate();
};
const patch = (payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/restaurant/profile', headers: { cookie: restaurant }, payload });
const everyDay = (text: string) => Object.fromEntries(WEEKDAY_HOURS_FIELDS.map((field) => [field, text]));
const catalogueEntry = async () => {
  const one = (await t.app.inject('/api/restaurants/1')).json();
  const list = (await t.app.inject('/api/restaurants?country=Canada')).json() as Array<{ id: number }>;
  expect(list.find((entry) => entry.id === 1)).toEqual(one);
  return one as { openNow: boolean; opensAt: string | null; isOpen: boolean; timeZone: string };
};
const order = async () => postOrder(t.app, orderBody(await linesMeetingMinimum(t.app, 1)));
const quote = async () => {
  const body = orderBody(await linesMeetingMinimum(t.app, 1));
  return t.app.inject({
    method: 'POST',
    url: '/api/orders/quote',
    payload: { restaurantId: 1, items: body.items, tip: body.tip },
  });
};

describe('hours text where it is written', () => {
  it('registration refuses hours that do not read as hours, naming the day', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/restaurants/register',
      payload: validRestaurant({ tuesdayHours: 'from ten till late' }),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'invalid_input',
      fields: { tuesdayHours: HOURS_FORMAT_MESSAGE },
    });
  });

  it('Settings refuses them too and keeps what was stored', async () => {
    const res = await patch({ fridayHours: '25:00 - 3 PM' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ fields: { fridayHours: HOURS_FORMAT_MESSAGE } });
    const [row] = await t.database.handle.db
      .select({ friday: restaurants.fridayHours })
      .from(restaurants)
      .where(eq(restaurants.id, 1));
    expect(row?.friday).toBe('Open 24 hours');
  });

  it('Settings takes the accepted spellings as written', async () => {
    const res = await patch({ mondayHours: '6:00 pm – 2 am', tuesdayHours: 'open 24 hours' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ mondayHours: '6:00 pm – 2 am', tuesdayHours: 'open 24 hours' });
    expect((await patch(everyDay('Open 24 hours'))).statusCode).toBe(200);
  });
});

describe("the restaurant's time zone and preparation lead", () => {
  it('are on its profile: the demo restaurant is in Toronto with a 30-minute lead', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/partner/profile',
      headers: { cookie: restaurant },
    });
    expect(res.json()).toMatchObject({ timeZone: 'America/Toronto', prepLeadMinutes: 30 });
  });

  it('change from Settings', async () => {
    const res = await patch({ timeZone: 'America/Vancouver', prepLeadMinutes: '45' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ timeZone: 'America/Vancouver', prepLeadMinutes: 45 });
    expect((await patch({ timeZone: 'America/Toronto', prepLeadMinutes: 30 })).statusCode).toBe(200);
  });

  it.each([
    [{ timeZone: 'Mars/Olympus_Mons' }, 'timeZone', TIME_ZONE_MESSAGE],
    [{ timeZone: '' }, 'timeZone', TIME_ZONE_MESSAGE],
    [{ timeZone: 5 }, 'timeZone', TIME_ZONE_MESSAGE],
    [{ prepLeadMinutes: 241 }, 'prepLeadMinutes', PREP_LEAD_MESSAGE],
    [{ prepLeadMinutes: -1 }, 'prepLeadMinutes', PREP_LEAD_MESSAGE],
    [{ prepLeadMinutes: 12.5 }, 'prepLeadMinutes', PREP_LEAD_MESSAGE],
    [{ prepLeadMinutes: 'soon' }, 'prepLeadMinutes', PREP_LEAD_MESSAGE],
  ])('refuses %j naming the field', async (payload, field, message) => {
    const res = await patch(payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_input', fields: { [field]: message } });
  });

  it('comes from the position at registration, else from the city and country', async () => {
    const zoneOf = async (body: object) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/restaurants/register', payload: body });
      expect(res.statusCode, res.body).toBe(201);
      const [row] = await t.database.handle.db
        .select({ zone: restaurants.timeZone })
        .from(restaurants)
        .where(eq(restaurants.id, (res.json() as { id: number }).id));
      return row?.zone;
    };
    // Vancouver's coordinates decide over the city named.
    expect(await zoneOf(validRestaurant({ latitude: 49.2827, longitude: -123.1207 }))).toBe(
      'America/Vancouver',
    );
    expect(
      await zoneOf(
        validRestaurant({
          latitude: 35.6637,
          longitude: 139.6992,
          country: 'Japan',
          city: 'Tokyo',
          deliveryFee: '300',
          minOrder: '1000',
        }),
      ),
    ).toBe('Asia/Tokyo');
    const { latitude: _lat, longitude: _lng, ...placeOnly } = validRestaurant({ city: 'Calgary' });
    expect(await zoneOf(placeOnly)).toBe('America/Edmonton');
  });
});

describe('orders outside the hours', () => {
  it('are refused with the next opening, and the catalogue says so; inside them they are taken', async () => {
    expect((await patch(everyDay('10:00 AM - 10:00 PM'))).statusCode).toBe(200);
    setClock('2026-11-25T12:00:00Z'); // Wednesday 7:00 AM in Toronto
    const refused = await order();
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({ code: 'restaurant_closed', message: 'Opens today at 10:00 AM' });
    const quoted = await quote();
    expect(quoted.statusCode, quoted.body).toBe(409);
    expect(quoted.json()).toMatchObject({ code: 'restaurant_closed', message: 'Opens today at 10:00 AM' });
    expect(await catalogueEntry()).toMatchObject({
      isOpen: true,
      openNow: false,
      opensAt: '2026-11-25T15:00:00.000Z',
      opensAtLocal: { date: '2026-11-25', weekday: 'Wednesday', time: '10:00 AM' },
      timeZone: 'America/Toronto',
    });

    setClock('2026-11-25T17:00:00Z'); // noon
    const placed = await order();
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await quote()).statusCode).toBe(200);
    expect(await catalogueEntry()).toMatchObject({ openNow: true, opensAt: null });

    setClock('2026-11-26T03:30:00Z'); // 10:30 PM: opens tomorrow
    expect((await order()).json()).toMatchObject({ message: 'Opens tomorrow at 10:00 AM' });
  });

  it('reads hours that pass midnight on the day they start, and names the weekday further off', async () => {
    expect((await patch({ ...everyDay('Closed'), fridayHours: '6:00 PM - 2:00 AM' })).statusCode).toBe(200);
    setClock('2026-11-28T06:30:00Z'); // Saturday 1:30 AM in Toronto: Friday's hours still run
    expect((await order()).statusCode).toBe(201);
    setClock('2026-11-28T07:30:00Z'); // 2:30 AM
    expect((await order()).json()).toEqual({ code: 'restaurant_closed', message: 'Opens Friday at 6:00 PM' });
  });

  it('are read in the restaurant’s own zone, east of UTC too', async () => {
    expect((await patch({ ...everyDay('11:00 AM - 11:00 PM'), timeZone: 'Asia/Tokyo' })).statusCode).toBe(
      200,
    );
    setClock('2026-11-27T01:30:00Z'); // 10:30 AM in Tokyo, 8:30 PM the day before in Toronto
    expect((await order()).json()).toEqual({ code: 'restaurant_closed', message: 'Opens today at 11:00 AM' });
    expect(await catalogueEntry()).toMatchObject({
      openNow: false,
      opensAt: '2026-11-27T02:00:00.000Z',
      opensAtLocal: { date: '2026-11-27', weekday: 'Friday', time: '11:00 AM' },
    });
    expect((await patch({ timeZone: 'America/Toronto' })).statusCode).toBe(200);
    expect((await order()).statusCode).toBe(201);
  });

  it('a restaurant closed all week says it has no opening hours', async () => {
    expect((await patch(everyDay('Closed'))).statusCode).toBe(200);
    expect((await order()).json()).toEqual({
      code: 'restaurant_closed',
      message: 'Nonna Rosa Pizzeria has no opening hours and takes no orders',
    });
    expect(await catalogueEntry()).toMatchObject({ openNow: false, opensAt: null });
  });

  it('the manual switch still wins: switched off inside the hours, it is closed', async () => {
    expect((await patch({ ...everyDay('Open 24 hours'), isOpen: false })).statusCode).toBe(200);
    const res = await order();
    expect(res.json()).toMatchObject({
      code: 'restaurant_closed',
      message: 'Nonna Rosa Pizzeria is closed right now',
    });
    expect(await catalogueEntry()).toMatchObject({ isOpen: false, openNow: false, opensAt: null });
    expect((await patch({ isOpen: true })).statusCode).toBe(200);
    expect((await order()).statusCode).toBe(201);
  });
});
