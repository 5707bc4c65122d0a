import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuOf, orderBody } from '../../support/orders';
import { buildTestApp, type TestApp } from '../../support/test-app';

// With Stripe keys configured the app switches providers. This machine cannot reach Stripe, which
// is exactly the outage case: the customer gets a clear 503, never a 500, and no order is stored.

const STRIPE_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_quickbite_offline',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_quickbite',
};

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: STRIPE_ENV });
});
afterAll(async () => t.close());

describe('Stripe mode', () => {
  it('tells the browser to use Stripe with the publishable key (never the secret one)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ mode: 'stripe', publishableKey: 'pk_test_quickbite' });
    expect(res.body).not.toContain('sk_test');
  });

  it('has no test-card endpoint', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test-payments/confirm',
      payload: {
        clientSecret: 'pi_abcdefgh12_secret_abc',
        cardNumber: '4242424242424242',
        expiry: '12/34',
        cvc: '123',
      },
    });
    expect(res.statusCode).toBe(404);
  });

  it('allows Stripe.js and its frames in the page CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain('https://js.stripe.com');
    expect(csp).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
  });

  it('answers 503 when Stripe cannot be reached, without leaking the key', { timeout: 60_000 }, async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { restaurantId: 1, amount: '20.97', currency: 'cad' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'payment_provider_unavailable' });
    expect(res.body).not.toContain('sk_test');
  });

  it('refuses a card order it cannot verify, and stores nothing', { timeout: 60_000 }, async () => {
    const [item] = await menuOf(t.app, 1);
    if (!item) throw new Error('restaurant 1 has no menu');
    const body = orderBody([{ item, quantity: 2 }], {
      paymentMethod: 'card',
      paymentIntentId: 'pi_3PqQuickBiteOffline01',
    });
    const res = await t.app.inject({ method: 'POST', url: '/api/orders', payload: body });
    expect(res.statusCode).toBe(503);
    const lookup = await t.app.inject({
      method: 'GET',
      url: `/api/orders/customer/${encodeURIComponent(String(body.customerPhone))}`,
    });
    expect(lookup.json()).toEqual([]);
  });
});
