import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CROSS_ORIGIN_REFUSED } from '#domain/accounts/messages.ts';
import { amountTooLarge } from '#domain/payments/card-payments.ts';
import { UNSTORABLE_TEXT } from '#domain/shared/fields.ts';
import { postOrder, storedCounts, UNLIMITED_ENV } from '../../support/order-requests';
import { menuOf, orderBody } from '../../support/orders';
import { uniqueAddress } from '../../support/registration-payloads';
import { buildTestApp, type TestApp } from '../../support/test-app';

// Input that once reached a 500 or slipped past a check: NUL characters PostgreSQL cannot store,
// numbers too large for cents, and paths the router decodes before the origin check saw them.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: UNLIMITED_ENV });
});
afterAll(async () => t?.close());

const NUL = '\u0000';

describe('text PostgreSQL cannot store', () => {
  it('is a 400 naming the query parameter', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/restaurants?country=%00' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_input', fields: { country: UNSTORABLE_TEXT } });
  });

  it('is a 400 naming the sign-in email', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: uniqueAddress(),
      payload: { email: `a${NUL}@example.com`, password: 'secret-password', role: 'driver' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ email: UNSTORABLE_TEXT });
  });

  it("is a 400 naming an order's customer name, and nothing is written", async () => {
    const before = await storedCounts(t.database.handle.db);
    const [item] = await menuOf(t.app, 1);
    const res = await postOrder(
      t.app,
      orderBody([{ item: item!, quantity: 1 }], { customerName: `Mia${NUL}` }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ customerName: UNSTORABLE_TEXT });
    expect(await storedCounts(t.database.handle.db)).toEqual(before);
  });

  it('is a 400 naming the path of a nested field and a path parameter', async () => {
    const nested = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { restaurantId: 1, items: [{ id: 1, name: `x${NUL}`, quantity: 1 }] },
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().fields).toEqual({ 'items[0].name': UNSTORABLE_TEXT });

    const param = await t.app.inject({ method: 'GET', url: '/api/orders/customer/%00' });
    expect(param.statusCode).toBe(400);
    expect(param.json().fields).toEqual({ phone: UNSTORABLE_TEXT });
  });
});

describe('numbers out of range', () => {
  it('a 20-digit payment amount is a 400 naming the amount', async () => {
    // Written as JSON text: the number itself, exactly as a client would send its 20 digits.
    for (const amount of ['99999999999999999999', '"99999999999999999999"', '"99999999999999999999.99"']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        remoteAddress: uniqueAddress(),
        headers: { 'content-type': 'application/json' },
        payload: `{"restaurantId":1,"amount":${amount},"currency":"cad"}`,
      });
      expect(res.statusCode, amount).toBe(400);
      expect(res.json().fields).toEqual({ amount: amountTooLarge('CAD') });
    }
  });

  it('a 20-digit tip is a 400 naming the tip', async () => {
    const [item] = await menuOf(t.app, 1);
    const body = { ...orderBody([{ item: item!, quantity: 1 }]), tip: '99999999999999999999' };
    const res = await postOrder(t.app, body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['tip']);
  });
});

describe('the origin check on the path the router sees', () => {
  it('refuses a cross-origin request whose path is percent-encoded', async () => {
    for (const url of ['/%61pi/auth/logout', '/api/%61uth/logout', '/%61%70%69/orders']) {
      const res = await t.app.inject({ method: 'POST', url, headers: { origin: 'https://evil.example' } });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({ code: 'cross_origin', message: CROSS_ORIGIN_REFUSED });
    }
  });

  it('never lets a double-slash path reach an API route unchecked', async () => {
    for (const url of ['//api/auth/logout', '/api//auth/logout']) {
      const res = await t.app.inject({ method: 'POST', url, headers: { origin: 'https://evil.example' } });
      expect([403, 404], url).toContain(res.statusCode);
    }
  });
});
