import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_PAYMENTS_OFF, TEST_CARDS } from '#domain/payments/card-payments.ts';
import { postOrder, storedCounts, UNLIMITED_ENV } from '../../support/order-requests';
import { menuOf, orderBody } from '../../support/orders';
import { uniqueAddress } from '../../support/registration-payloads';
import { buildTestApp, type TestApp } from '../../support/test-app';

// A production server without Stripe keys and without PAYMENTS_MODE=test takes no card at all:
// test payments must never mark a real order as paid. Cash on delivery keeps working.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { ...UNLIMITED_ENV, PAYMENTS_MODE: 'off' } });
});
afterAll(async () => t?.close());

describe('card payments switched off', () => {
  it('says so in the payment configuration', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ mode: 'off', publishableKey: null });
  });

  it('refuses to create a payment intent, and offers no test confirmation', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      remoteAddress: uniqueAddress(),
      payload: { restaurantId: 1, amount: '25.00', currency: 'cad' },
    });
    expect(created.statusCode).toBe(409);
    expect(created.json()).toMatchObject({ code: 'card_payments_off', message: CARD_PAYMENTS_OFF });

    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/test-payments/confirm',
      payload: {
        clientSecret: 'pi_abcdefgh_secret_x',
        cardNumber: TEST_CARDS.succeeds,
        expiry: '12/34',
        cvc: '123',
      },
    });
    expect(confirm.statusCode).toBe(404);
  });

  it('refuses a card order without writing anything, and takes a cash order', async () => {
    const [item] = await menuOf(t.app, 1);
    const before = await storedCounts(t.database.handle.db);
    const card = await postOrder(t.app, {
      ...orderBody([{ item: item!, quantity: 2 }], { paymentMethod: 'card' }),
      paymentIntentId: 'pi_abcdefghijkl',
    });
    expect(card.statusCode).toBe(409);
    expect(card.json()).toMatchObject({
      code: 'card_payments_off',
      fields: { paymentMethod: CARD_PAYMENTS_OFF },
    });
    expect(await storedCounts(t.database.handle.db)).toEqual(before);

    const cash = await postOrder(t.app, orderBody([{ item: item!, quantity: 2 }], { paymentMethod: 'cash' }));
    expect(cash.statusCode, cash.body).toBe(201);
    expect(cash.json()).toMatchObject({ paymentMethod: 'cash', paymentStatus: 'cash_due' });
  });
});
