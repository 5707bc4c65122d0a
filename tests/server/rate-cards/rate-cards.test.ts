import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Restaurant } from '#domain/catalogue/responses.ts';
import type { RateCardResponse } from '#domain/rate-cards/responses.ts';
import { setRateCardFirst, unknownCountryMessage } from '#domain/rate-cards/rules.ts';
import { auditLog } from '#server/db/schema.ts';
import { adminOrder, postOrder } from '../../support/order-requests';
import { menuOf, orderBody } from '../../support/orders';
import { uniqueAddress, validDriver, validRestaurant } from '../../support/registration-payloads';
import { signInAs } from '../../support/sessions';
import { buildTestApp, type TestApp } from '../../support/test-app';

// Rate cards (DESIGN deviation 16): every country's payout rules as data, read by anyone, set by an
// administrator; approval needs the partner's country to have one; orders are paid by the card of
// their restaurant's country.

let t: TestApp;
let admin: string;
let restaurant: string;

beforeAll(async () => {
  t = await buildTestApp();
  [admin, restaurant] = await Promise.all([signInAs(t.app, 'admin'), signInAs(t.app, 'restaurant')]);
});
afterAll(() => t.close());

const getCard = (code: string) => t.app.inject({ method: 'GET', url: `/api/rate-cards/${code}` });
const putCard = (code: string, payload: object, cookie: string | null = admin) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/rate-cards/${code}`,
    headers: cookie ? { cookie } : {},
    payload,
  });

const SPEC_FIGURES = {
  driverBase: '5.00',
  driverPerKm: '1.00',
  freeKm: '5',
  tipFeeThreshold: '20.00',
  tipFee: '5.00',
  restaurantDeliveryShare: '20',
  tipPresets: ['0.00', '3.00', '5.00', '10.00'],
};

describe('GET /api/rate-cards/{countryCode}', () => {
  it("answers the spec's rules as the United States and Canada cards, to anyone", async () => {
    for (const [code, currency] of [
      ['US', 'USD'],
      ['ca', 'CAD'],
    ] as const) {
      const res = await getCard(code);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ countryCode: code.toUpperCase(), currency, ...SPEC_FIGURES });
    }
  });

  it("answers the demo's Japanese card in whole yen", async () => {
    const res = await getCard('JP');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      currency: 'JPY',
      driverBase: '500',
      tipPresets: ['0', '100', '200', '500'],
    });
  });

  it('says 404 no_rate_card for a served country without one, and 400 for a code it does not serve', async () => {
    const none = await getCard('DE');
    expect(none.statusCode).toBe(404);
    expect(none.json().code).toBe('no_rate_card');
    const unknown = await getCard('ZZ');
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().fields)).toEqual(['countryCode']);
  });
});

describe('PUT /api/admin/rate-cards/{countryCode}', () => {
  const german = {
    countryCode: 'DE',
    currency: 'EUR',
    driverBase: '4.00',
    driverPerKm: '0.80',
    freeKm: '4.5',
    tipFeeThreshold: '20.00',
    tipFee: '4.00',
    restaurantDeliveryShare: '17.5',
    tipPresets: ['0.00', '1.00', '2.00', '5.00'],
  };

  it('is for administrators only: 401 signed out, 403 for a restaurant, and nothing changes', async () => {
    expect((await putCard('DE', german, null)).statusCode).toBe(401);
    expect((await putCard('DE', german, restaurant)).statusCode).toBe(403);
    expect((await getCard('DE')).statusCode).toBe(404);
  });

  it('sets a card, audits it, and takes back exactly what GET answers (a round trip changes nothing)', async () => {
    const set = await putCard('de', german);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual(german);
    const read = (await getCard('DE')).json() as RateCardResponse;
    expect(read).toEqual(german);
    const again = await putCard('DE', read);
    expect(again.statusCode, again.body).toBe(200);
    expect((await getCard('DE')).json()).toEqual(german);

    const entries = await t.database.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'rate_card.updated'));
    const forGermany = entries.filter(
      (entry) => (entry.details as { targetName?: string }).targetName === 'DE',
    );
    expect(forGermany).toHaveLength(2);
    expect(forGermany[0]).toMatchObject({ actorType: 'admin', targetType: 'rate_card' });
    expect((forGermany[1]?.details as { previous?: unknown } | undefined)?.previous).toEqual(german);
  });

  it.each([
    {
      name: 'fractions of a yen',
      code: 'JP',
      change: { driverBase: '500.5' },
      field: 'driverBase',
      message: 'Driver base pay must be a whole amount in JPY',
    },
    {
      name: 'a tip preset in fractions of a yen',
      code: 'JP',
      change: { tipPresets: ['0', '100.5'] },
      field: 'tipPresets',
      message: 'Tip presets must be a whole amount in JPY',
    },
    {
      name: 'another currency',
      code: 'JP',
      change: { currency: 'USD' },
      field: 'currency',
      message: "Currency must be JPY, Japan's currency",
    },
    {
      name: 'another country in the body',
      code: 'JP',
      change: { countryCode: 'US' },
      field: 'countryCode',
      message: 'Country code must be JP, as in the path',
    },
    { name: 'three decimals of money', code: 'US', change: { tipFee: '5.001' }, field: 'tipFee' },
    {
      name: 'a share above 100%',
      code: 'US',
      change: { restaurantDeliveryShare: '101' },
      field: 'restaurantDeliveryShare',
    },
    { name: 'more than 50 free km', code: 'US', change: { freeKm: '51' }, field: 'freeKm' },
    {
      name: 'no tip presets',
      code: 'US',
      change: { tipPresets: [] },
      field: 'tipPresets',
      message: 'Give at least one tip preset',
    },
    { name: 'a missing base pay', code: 'US', change: { driverBase: undefined }, field: 'driverBase' },
  ])(
    'refuses $name: 400 naming $field, and the card stays as it was',
    async ({ code, change, field, message }) => {
      const before = (await getCard(code)).json() as RateCardResponse;
      const res = await putCard(code, { ...before, ...change });
      expect(res.statusCode, res.body).toBe(400);
      const fields = res.json().fields as Record<string, string>;
      expect(Object.keys(fields)).toEqual([field]);
      if (message) expect(fields[field]).toBe(message);
      expect((await getCard(code)).json()).toEqual(before);
    },
  );
});

describe('approval needs a payable country', () => {
  const register = async (kind: 'restaurants' | 'drivers', body: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/${kind}/register`,
      payload: body,
      remoteAddress: uniqueAddress(),
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: number }).id;
  };
  const approve = (kind: 'restaurants' | 'drivers', id: number) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/${kind}/${id}/approve`,
      headers: { cookie: admin },
      payload: { isApproved: true },
    });

  it('refuses a restaurant in a country without a card (409 no_rate_card) until the card is set', async () => {
    const id = await register('restaurants', validRestaurant({ country: 'Austria', city: 'Vienna' }));
    const refused = await approve('restaurants', id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'no_rate_card', message: setRateCardFirst('Austria') });
    const card = {
      ...((await getCard('US')).json() as RateCardResponse),
      countryCode: 'AT',
      currency: 'EUR',
    };
    expect((await putCard('AT', card)).statusCode).toBe(200);
    const approved = await approve('restaurants', id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ isApproved: true });
  });

  it('refuses a driver whose country is free text the catalogue does not know (409 unknown_country)', async () => {
    const id = await register('drivers', validDriver({ country: 'Atlantis' }));
    const refused = await approve('drivers', id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'unknown_country',
      message: unknownCountryMessage('Atlantis'),
    });
  });
});

describe('pay follows the card of the restaurant country', () => {
  it("estimates a Japanese order's pay by the Japanese card, in yen, and a changed card pays the next order", async () => {
    const restaurants = (
      await t.app.inject({ method: 'GET', url: '/api/restaurants' })
    ).json() as Restaurant[];
    const kazeya = restaurants.find((entry) => entry.currency === 'JPY');
    if (!kazeya) throw new Error('the demo has no restaurant in Japan');
    const [dish] = await menuOf(t.app, kazeya.id);
    const near = { customerLatitude: kazeya.latitude ?? '', customerLongitude: kazeya.longitude ?? '' };
    const placeOne = async () => {
      const res = await postOrder(
        t.app,
        orderBody([{ item: dish!, quantity: 3 }], { ...near, customerPhone: '+81 90-1234-5678', tip: '200' }),
      );
      expect(res.statusCode, res.body).toBe(201);
      return adminOrder(t.app, admin, (res.json() as { id: number }).id);
    };

    const first = await placeOne();
    // 500 yen base, no distance beyond 3 km, the 200 yen tip in full.
    expect(first).toMatchObject({ currency: 'JPY', driverPay: '700' });
    expect(JSON.parse(String(first.paymentBreakdown))).toMatchObject({
      driver: { base: '500', distance: '0', tip: '200', total: '700' },
      estimate: true,
      rateCard: { countryCode: 'JP', driverBase: '500' },
    });

    const card = (await getCard('JP')).json() as RateCardResponse;
    expect((await putCard('JP', { ...card, driverBase: '650' })).statusCode).toBe(200);
    expect(await placeOne()).toMatchObject({ driverPay: '850' });
    expect((await putCard('JP', card)).statusCode).toBe(200);
  });
});
