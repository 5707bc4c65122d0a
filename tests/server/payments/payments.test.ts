import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AMOUNT_INVALID,
  amountTooLarge,
  CARD_CVC_INVALID,
  CARD_DECLINED,
  CARD_EXPIRED,
  CARD_EXPIRY_INVALID,
  CARD_INSUFFICIENT_FUNDS,
  CARD_NOT_TEST_CARD,
  CARD_NUMBER_INCORRECT,
  CURRENCY_INVALID,
  currencyMustBe,
  TEST_CARDS,
} from '#domain/payments/card-payments.ts';
import { testPaymentIntents } from '#server/db/schema.ts';
import {
  adminOrder,
  PRIVATE_ORDER_KEYS,
  payFromOwnAddress,
  postOrder,
  storedCounts,
  UNLIMITED_ENV,
} from '../../support/order-requests';
import { type MenuItemRow, menuOf, orderBody } from '../../support/orders';
import { uniqueAddress } from '../../support/registration-payloads';
import { signInAs } from '../../support/sessions';
import { buildTestApp, type TestApp } from '../../support/test-app';

// Card payments in test mode (DESIGN deviation 8): the payment config, creating intents, confirming
// them with Stripe's test cards, and card orders that are accepted only with a succeeded intent of
// exactly the order's total, once. Payment requests come from their own addresses because those
// routes have fixed per-address limits.

let t: TestApp;
let admin: string;
let margherita: MenuItemRow;

beforeAll(async () => {
  t = await buildTestApp({ env: UNLIMITED_ENV });
  admin = await signInAs(t.app, 'admin');
  const menu = await menuOf(t.app, 1);
  const found = menu.find((item) => item.name === 'Margherita');
  if (!found) throw new Error('Margherita is not on the menu');
  margherita = found;
});
afterAll(() => t.close());

const createIntent = (payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    remoteAddress: uniqueAddress(),
    payload: payload as object,
  });

const confirm = (payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/test-payments/confirm',
    remoteAddress: uniqueAddress(),
    payload,
  });

async function newIntent(amount = '12.50') {
  const res = await createIntent({ restaurantId: 1, amount, currency: 'cad' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { clientSecret: string; paymentIntentId: string; mode: string };
}

const card = (clientSecret: string, overrides: Record<string, unknown> = {}) => ({
  clientSecret,
  cardNumber: TEST_CARDS.succeeds,
  expiry: '12/34',
  cvc: '123',
  name: 'Test Customer',
  ...overrides,
});

const intentRow = async (id: string) => {
  const [row] = await t.database.handle.db
    .select()
    .from(testPaymentIntents)
    .where(eq(testPaymentIntents.id, id));
  return row;
};

describe('GET /api/payments/config', () => {
  it("says test mode and no publishable key (the currency is each restaurant's)", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ mode: 'test', publishableKey: null });
  });
});

describe('POST /api/create-payment-intent', () => {
  it.each([
    {
      name: 'amount 0',
      payload: { amount: 0, restaurantId: 1, currency: 'cad' },
      field: 'amount',
      message: AMOUNT_INVALID,
    },
    {
      name: "amount '0.00'",
      payload: { amount: '0.00', restaurantId: 1, currency: 'cad' },
      field: 'amount',
      message: AMOUNT_INVALID,
    },
    {
      name: 'a negative amount',
      payload: { amount: -5, restaurantId: 1, currency: 'cad' },
      field: 'amount',
      message: AMOUNT_INVALID,
    },
    {
      name: 'an amount with 3 decimals',
      payload: { amount: '1.234', restaurantId: 1, currency: 'cad' },
      field: 'amount',
      message: AMOUNT_INVALID,
    },
    {
      name: "amount '1e3'",
      payload: { amount: '1e3', restaurantId: 1, currency: 'cad' },
      field: 'amount',
      message: AMOUNT_INVALID,
    },
    {
      name: 'amount 14000 (the Canadian dollar limit is 13,999.99)',
      payload: { amount: 14000, restaurantId: 1, currency: 'cad' },
      field: 'amount',
      message: amountTooLarge('CAD'),
    },
    {
      name: "amount '14000.00'",
      payload: { amount: '14000.00', restaurantId: 1, currency: 'cad' },
      field: 'amount',
      message: amountTooLarge('CAD'),
    },
    {
      name: 'a missing amount',
      payload: { restaurantId: 1, currency: 'cad' },
      field: 'amount',
      message: AMOUNT_INVALID,
    },
    {
      name: 'an amount as a boolean',
      payload: { amount: true, restaurantId: 1, currency: 'cad' },
      field: 'amount',
      message: AMOUNT_INVALID,
    },
    {
      name: 'an amount as an object',
      payload: { amount: { value: 5 }, restaurantId: 1, currency: 'cad' },
      field: 'amount',
      message: AMOUNT_INVALID,
    },
    {
      name: "currency 'usd' for a Canadian restaurant",
      payload: { restaurantId: 1, amount: '5.00', currency: 'usd' },
      field: 'currency',
      message: currencyMustBe('CAD'),
    },
    {
      name: 'currency as a number',
      payload: { restaurantId: 1, amount: '5.00', currency: 840 },
      field: 'currency',
      message: CURRENCY_INVALID,
    },
  ])('refuses $name: 400 with fields.$field, and creates no intent', async ({ payload, field, message }) => {
    const before = await t.database.handle.db.$count(testPaymentIntents);
    const res = await createIntent(payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_input', fields: { [field]: message } });
    expect(await t.database.handle.db.$count(testPaymentIntents)).toBe(before);
  });

  it.each([
    { amount: '12.50', cents: 1250 },
    { amount: 12.5, cents: 1250 },
    { amount: '13999.99', cents: 1_399_999 },
    { amount: 0.01, cents: 1 },
  ])(
    'creates an intent for $amount in cents ($cents) with a Stripe-shaped client secret',
    async ({ amount, cents }) => {
      const res = await createIntent({ restaurantId: 1, amount, currency: 'CAD' });
      expect(res.statusCode, res.body).toBe(200);
      const intent = res.json() as { clientSecret: string; paymentIntentId: string; mode: string };
      expect(intent.mode).toBe('test');
      expect(intent.clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
      expect(intent.clientSecret.startsWith(`${intent.paymentIntentId}_secret_`)).toBe(true);
      const row = await intentRow(intent.paymentIntentId);
      expect(row).toMatchObject({ amountCents: cents, currency: 'cad', status: 'requires_payment_method' });
      // Only a hash of the secret is kept.
      expect(JSON.stringify(row)).not.toContain(intent.clientSecret);
    },
  );

  it("defaults the currency to the restaurant's", async () => {
    const res = await createIntent({ restaurantId: 1, amount: '3.00' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await intentRow((res.json() as { paymentIntentId: string }).paymentIntentId))?.currency).toBe(
      'cad',
    );
  });

  it('refuses an intent without a restaurant, or for one that is not approved: 400 on restaurantId', async () => {
    const missing = await createIntent({ amount: '3.00', currency: 'cad' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields)).toEqual(['restaurantId']);
    const unknown = await createIntent({ restaurantId: 999_999, amount: '3.00' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ restaurantId: 'Restaurant not found' });
  });

  it('asks the provider for whole yen for a Japanese restaurant and refuses fractions of a yen', async () => {
    const restaurants = (await t.app.inject({ method: 'GET', url: '/api/restaurants' })).json() as {
      id: number;
      currency: string;
    }[];
    const japanese = restaurants.find((restaurant) => restaurant.currency === 'JPY');
    if (!japanese) throw new Error('the demo has no restaurant in Japan');
    const res = await createIntent({ restaurantId: japanese.id, amount: '980', currency: 'jpy' });
    expect(res.statusCode, res.body).toBe(200);
    const row = await intentRow((res.json() as { paymentIntentId: string }).paymentIntentId);
    // Stripe counts yen in yen (a zero-decimal currency): 980, not 98000.
    expect(row).toMatchObject({ amountCents: 980, currency: 'jpy' });
    const fraction = await createIntent({ restaurantId: japanese.id, amount: '980.5', currency: 'jpy' });
    expect(fraction.statusCode).toBe(400);
    expect(fraction.json().fields).toEqual({ amount: 'Amount must be a whole amount in JPY' });
    const dollars = await createIntent({ restaurantId: japanese.id, amount: '9.80', currency: 'usd' });
    expect(dollars.statusCode).toBe(400);
    expect(dollars.json().fields).toEqual({ currency: currencyMustBe('JPY') });
  });
});

describe('POST /api/test-payments/confirm', () => {
  it('authorises with 4242 4242 4242 4242 (not yet captured), and confirming again is still 200', async () => {
    const { clientSecret, paymentIntentId } = await newIntent();
    const first = await confirm(card(clientSecret));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ paymentIntentId, status: 'requires_capture' });
    expect((await intentRow(paymentIntentId))?.status).toBe('requires_capture');

    const again = await confirm(card(clientSecret));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ paymentIntentId, status: 'requires_capture' });
  });

  it.each([
    { name: '4000 0000 0000 0002 (declined)', number: TEST_CARDS.declined, message: CARD_DECLINED },
    {
      name: '4000 0000 0000 9995 (insufficient funds)',
      number: TEST_CARDS.insufficientFunds,
      message: CARD_INSUFFICIENT_FUNDS,
    },
    {
      name: '4111 1111 1111 1111 (valid, not a test card)',
      number: '4111 1111 1111 1111',
      message: CARD_NOT_TEST_CARD,
    },
  ])('declines $name with 402, and the intent stays unpaid', async ({ number, message }) => {
    const { clientSecret, paymentIntentId } = await newIntent();
    const res = await confirm(card(clientSecret, { cardNumber: number }));
    expect(res.statusCode, res.body).toBe(402);
    expect(res.json()).toEqual({ code: 'card_declined', message });
    expect((await intentRow(paymentIntentId))?.status).toBe('requires_payment_method');

    // The customer may try again with a good card, as with Stripe.
    const retry = await confirm(card(clientSecret));
    expect(retry.statusCode, retry.body).toBe(200);
  });

  it.each([
    {
      name: 'a Luhn-invalid number',
      change: { cardNumber: '4242 4242 4242 4241' },
      field: 'cardNumber',
      message: CARD_NUMBER_INCORRECT,
    },
    {
      name: 'a too short number',
      change: { cardNumber: '4242' },
      field: 'cardNumber',
      message: CARD_NUMBER_INCORRECT,
    },
    {
      name: 'a number with letters',
      change: { cardNumber: '4242 4242 4242 abcd' },
      field: 'cardNumber',
      message: CARD_NUMBER_INCORRECT,
    },
    {
      name: 'a missing number',
      change: { cardNumber: undefined },
      field: 'cardNumber',
      message: CARD_NUMBER_INCORRECT,
    },
    { name: 'an expired card (01/20)', change: { expiry: '01/20' }, field: 'expiry', message: CARD_EXPIRED },
    { name: 'month 13', change: { expiry: '13/30' }, field: 'expiry', message: CARD_EXPIRY_INVALID },
    {
      name: 'an expiry without a slash',
      change: { expiry: '1230' },
      field: 'expiry',
      message: CARD_EXPIRY_INVALID,
    },
    { name: 'a 2-digit cvc', change: { cvc: '12' }, field: 'cvc', message: CARD_CVC_INVALID },
    { name: 'a cvc with letters', change: { cvc: '12a' }, field: 'cvc', message: CARD_CVC_INVALID },
    { name: 'a 5-digit cvc', change: { cvc: '12345' }, field: 'cvc', message: CARD_CVC_INVALID },
  ])(
    'refuses $name: 400 with fields.$field, and the intent stays unpaid',
    async ({ change, field, message }) => {
      const { clientSecret, paymentIntentId } = await newIntent();
      const res = await confirm(card(clientSecret, change));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ fields: { [field]: message } });
      expect((await intentRow(paymentIntentId))?.status).toBe('requires_payment_method');
    },
  );

  it.each([
    { name: 'an unknown client secret', secret: 'pi_test0000000000000000_secret_abcdefabcdef' },
    { name: 'a malformed client secret', secret: 'not-a-secret' },
  ])('answers 404 for $name', async ({ secret }) => {
    const res = await confirm(card(secret));
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json()).toMatchObject({ code: 'payment_not_found' });
  });

  it("answers 404 for a real intent's id with a made-up secret", async () => {
    const { paymentIntentId } = await newIntent();
    const res = await confirm(card(`${paymentIntentId}_secret_guessed0000`));
    expect(res.statusCode, res.body).toBe(404);
    expect((await intentRow(paymentIntentId))?.status).toBe('requires_payment_method');
  });
});

describe('card orders', () => {
  /** One Margherita (16.99) + Nonna Rosa's delivery (2.99) + 13% tax on the food (2.21) = 22.19, by card. */
  const cardOrder = (paymentIntentId?: string, overrides = {}) =>
    orderBody([{ item: margherita, quantity: 1 }], { paymentMethod: 'card', paymentIntentId, ...overrides });
  const paid = { restaurantId: 1, total: '22.19' };

  it('prices the card order from the restaurant: its own fee and its tax', () => {
    expect(cardOrder()).toMatchObject({ subtotal: '16.99', deliveryFee: '2.99', total: '22.19' });
  });

  async function expectNoOrderStored(send: () => ReturnType<typeof postOrder>, status: number, code: string) {
    const before = await storedCounts(t.database.handle.db);
    const res = await send();
    expect(res.statusCode, res.body).toBe(status);
    const body = res.json() as { code: string; fields?: Record<string, string> };
    expect(body.code).toBe(code);
    expect(await storedCounts(t.database.handle.db)).toEqual(before);
    return body;
  }

  it('accepts a paid intent of exactly the total: 201, paid, and the intent is kept for the admin only', async () => {
    const { paymentIntentId, confirmStatus } = await payFromOwnAddress(t.app, paid);
    expect(confirmStatus).toBe(200);
    const res = await postOrder(t.app, cardOrder(paymentIntentId));
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json() as Record<string, unknown> & { id: number };
    expect(order).toMatchObject({
      total: '22.19',
      paymentMethod: 'card',
      paymentStatus: 'paid',
      status: 'confirmed',
    });
    for (const key of PRIVATE_ORDER_KEYS) expect(order).not.toHaveProperty(key);
    expect(res.body).not.toContain(paymentIntentId);
    expect(await adminOrder(t.app, admin, order.id)).toMatchObject({
      paymentIntentId,
      paymentStatus: 'paid',
    });
    // Authorised by the card, captured by the order.
    expect((await intentRow(paymentIntentId))?.status).toBe('succeeded');
  });

  it('never captures the payment of a refused order, and the same payment can pay once the total is right', async () => {
    const { paymentIntentId } = await payFromOwnAddress(t.app, paid);
    const stale = cardOrder(paymentIntentId, { subtotal: '16.00', total: '20.99' });
    await expectNoOrderStored(() => postOrder(t.app, stale), 409, 'amounts_changed');
    expect((await intentRow(paymentIntentId))?.status).toBe('requires_capture');

    const res = await postOrder(t.app, cardOrder(paymentIntentId));
    expect(res.statusCode, res.body).toBe(201);
    expect((await intentRow(paymentIntentId))?.status).toBe('succeeded');
  });

  it('takes a paymentIntentId without paymentMethod as a card order', async () => {
    const { paymentIntentId } = await payFromOwnAddress(t.app, paid);
    const res = await postOrder(t.app, cardOrder(paymentIntentId, { paymentMethod: undefined }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ paymentMethod: 'card', paymentStatus: 'paid' });
  });

  it('refuses a declined intent: 402 payment_not_completed, nothing stored', async () => {
    const { paymentIntentId, confirmStatus } = await payFromOwnAddress(t.app, paid, TEST_CARDS.declined);
    expect(confirmStatus).toBe(402);
    const body = await expectNoOrderStored(
      () => postOrder(t.app, cardOrder(paymentIntentId)),
      402,
      'payment_not_completed',
    );
    expect(body.fields).toHaveProperty('paymentIntentId');
  });

  it('refuses an intent that was created but never confirmed: 402', async () => {
    const { paymentIntentId } = await newIntent('22.19');
    await expectNoOrderStored(
      () => postOrder(t.app, cardOrder(paymentIntentId)),
      402,
      'payment_not_completed',
    );
  });

  it('refuses a paid intent of another amount: 409 payment_amount_mismatch', async () => {
    const { paymentIntentId } = await payFromOwnAddress(t.app, { restaurantId: 1, total: '1.00' });
    const body = await expectNoOrderStored(
      () => postOrder(t.app, cardOrder(paymentIntentId)),
      409,
      'payment_amount_mismatch',
    );
    expect(body.fields?.paymentIntentId).toBe('The payment does not match the order total of $22.19');
  });

  it('refuses an intent already used by another order: 409 payment_already_used', async () => {
    const { paymentIntentId } = await payFromOwnAddress(t.app, paid);
    const first = await postOrder(t.app, cardOrder(paymentIntentId));
    expect(first.statusCode, first.body).toBe(201);
    // A second order, other key and other customer, with the same payment.
    await expectNoOrderStored(
      () => postOrder(t.app, cardOrder(paymentIntentId, { customerName: 'Second Customer' })),
      409,
      'payment_already_used',
    );
  });

  it('answers a retry of a paid card order (same key, same body) with the same order, not payment_already_used', async () => {
    const { paymentIntentId } = await payFromOwnAddress(t.app, paid);
    const body = cardOrder(paymentIntentId);
    const key = 'card-retry-0001';
    const first = await postOrder(t.app, body, { key });
    expect(first.statusCode, first.body).toBe(201);
    const before = await storedCounts(t.database.handle.db);
    const retry = await postOrder(t.app, body, { key });
    expect(retry.statusCode, retry.body).toBe(200);
    expect((retry.json() as { id: number }).id).toBe((first.json() as { id: number }).id);
    expect(await storedCounts(t.database.handle.db)).toEqual(before);
  });

  it('refuses a card order without an intent: 400 on paymentIntentId', async () => {
    const body = await expectNoOrderStored(
      () => postOrder(t.app, cardOrder(undefined)),
      400,
      'payment_required',
    );
    expect(body.fields).toHaveProperty('paymentIntentId');
  });

  it.each(['pi_madeUp1234567890', 'not-an-intent', 'pi_short'])(
    'refuses a made-up intent id %s: 400 on paymentIntentId',
    async (id) => {
      const body = await expectNoOrderStored(() => postOrder(t.app, cardOrder(id)), 400, 'payment_not_found');
      expect(body.fields).toHaveProperty('paymentIntentId');
    },
  );
});
