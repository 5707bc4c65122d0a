import { describe, expect, it } from 'vitest';
import {
  AMOUNT_INVALID,
  CARD_CVC_INVALID,
  CARD_DECLINED,
  CARD_EXPIRY_INVALID,
  CARD_INSUFFICIENT_FUNDS,
  CARD_NOT_TEST_CARD,
  CARD_NUMBER_INCORRECT,
  CURRENCY_INVALID,
  createPaymentIntentSchema,
  digitsOnly,
  intentIdFromClientSecret,
  isExpiryInFuture,
  passesLuhn,
  TEST_CARDS,
  testCardConfirmSchema,
  testCardOutcome,
} from '#domain/payments/card-payments.ts';

// The card-payment rules both sides share (DESIGN deviation 8).

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('passesLuhn', () => {
  it.each([
    '4242424242424242',
    '4000000000000002',
    '4000000000009995',
    '4111111111111111',
    '5555555555554444',
    '378282246310005', // 15-digit Amex test card
  ])('accepts %s', (digits) => {
    expect(passesLuhn(digits)).toBe(true);
  });

  it.each([
    '4242424242424241', // last digit off by one
    '4242424242424243',
    '1234567812345678',
    '42424242424', // 11 digits: too short
    '42424242424242424242', // 20 digits: too long
    '4242 4242 4242 4242', // spaces must be stripped first
    '',
    'abcdabcdabcdabcd',
  ])('refuses %s', (digits) => {
    expect(passesLuhn(digits)).toBe(false);
  });

  it('strips spaces and dashes with digitsOnly', () => {
    expect(digitsOnly(' 4242 4242-4242 4242 ')).toBe('4242424242424242');
  });
});

describe('testCardOutcome', () => {
  it("follows Stripe's test-card table", () => {
    expect(testCardOutcome(digitsOnly(TEST_CARDS.succeeds))).toEqual({ ok: true });
    expect(testCardOutcome(digitsOnly(TEST_CARDS.declined))).toEqual({ ok: false, message: CARD_DECLINED });
    expect(testCardOutcome(digitsOnly(TEST_CARDS.insufficientFunds))).toEqual({
      ok: false,
      message: CARD_INSUFFICIENT_FUNDS,
    });
  });

  it('declines any other card, even a valid one, saying test mode wants a test card', () => {
    expect(testCardOutcome('4111111111111111')).toEqual({ ok: false, message: CARD_NOT_TEST_CARD });
    expect(CARD_NOT_TEST_CARD).toContain('4242 4242 4242 4242');
  });
});

describe('isExpiryInFuture', () => {
  const now = { year: 2026, month: 5 };
  it.each([
    ['05/26', true], // valid through its last month
    ['06/26', true],
    ['01/27', true],
    ['12/99', true],
    ['04/26', false],
    ['12/25', false],
    ['01/20', false],
  ])('%s in May 2026 -> %s', (expiry, expected) => {
    expect(isExpiryInFuture(expiry, now)).toBe(expected);
  });

  it('reads spaces around the slash', () => {
    expect(isExpiryInFuture('06 / 26', now)).toBe(true);
    expect(isExpiryInFuture('04 / 26', now)).toBe(false);
  });
});

describe('intentIdFromClientSecret', () => {
  it('takes the intent id out of a Stripe-shaped client secret', () => {
    expect(intentIdFromClientSecret('pi_3AbC123_secret_xyZ789')).toBe('pi_3AbC123');
  });

  it.each([
    '',
    'pi_123',
    'pi_123_secret_',
    '_secret_abc',
    'pi_12-3_secret_abc',
    'xpi_123_secret_abc',
    'pi_123_secret_abc def',
  ])('refuses %j', (secret) => {
    expect(intentIdFromClientSecret(secret)).toBeNull();
  });
});

describe('createPaymentIntentSchema', () => {
  it.each([
    [{ restaurantId: 1, amount: 12.5, currency: 'usd' }, 1250, 'usd'],
    [{ restaurantId: '1', amount: '12.50', currency: 'cad' }, 1250, 'cad'],
    [{ restaurantId: 1, amount: ' 7 ', currency: ' JPY ' }, 700, 'jpy'],
    [{ restaurantId: 1, amount: '0.01' }, 1, undefined],
    [{ restaurantId: 1, amount: '1500000', currency: 'jpy' }, 150_000_000, 'jpy'],
  ])(
    "reads %j as %d cents in %s (decimals and limits per currency are the server's)",
    (input, cents, currency) => {
      expect(createPaymentIntentSchema.parse(input)).toEqual({ restaurantId: 1, amount: cents, currency });
    },
  );

  it.each([
    [{ restaurantId: 1, amount: 0 }, `amount: ${AMOUNT_INVALID}`],
    [{ restaurantId: 1, amount: -1 }, `amount: ${AMOUNT_INVALID}`],
    [{ restaurantId: 1, amount: '1.234' }, `amount: ${AMOUNT_INVALID}`],
    [{ restaurantId: 1, amount: '1e3' }, `amount: ${AMOUNT_INVALID}`],
    [{ restaurantId: 1, amount: '.5' }, `amount: ${AMOUNT_INVALID}`],
    [{ restaurantId: 1, amount: 'ten' }, `amount: ${AMOUNT_INVALID}`],
    [{ restaurantId: 1 }, `amount: ${AMOUNT_INVALID}`],
    [{ restaurantId: 1, amount: null }, `amount: ${AMOUNT_INVALID}`],
    [{ restaurantId: 1, amount: '5.00', currency: 'euro' }, `currency: ${CURRENCY_INVALID}`],
    [{ restaurantId: 1, amount: '5.00', currency: 1 }, `currency: ${CURRENCY_INVALID}`],
  ])('refuses %j with one message: %s', (input, message) => {
    expect(messagesOf(createPaymentIntentSchema.safeParse(input))).toEqual([message]);
  });
});

describe('testCardConfirmSchema', () => {
  const valid = {
    clientSecret: 'pi_1_secret_a',
    cardNumber: '4242 4242 4242 4242',
    expiry: '12/34',
    cvc: '123',
  };

  it('keeps only the digits of the card number', () => {
    expect(testCardConfirmSchema.parse(valid)).toMatchObject({ cardNumber: '4242424242424242' });
  });

  it.each([
    [{ cardNumber: '4242 4242 4242 4241' }, `cardNumber: ${CARD_NUMBER_INCORRECT}`],
    [{ cardNumber: '4'.repeat(31) }, `cardNumber: ${CARD_NUMBER_INCORRECT}`],
    [{ expiry: '00/30' }, `expiry: ${CARD_EXPIRY_INVALID}`],
    [{ expiry: '1/30' }, `expiry: ${CARD_EXPIRY_INVALID}`],
    [{ cvc: '1a3' }, `cvc: ${CARD_CVC_INVALID}`],
  ])('refuses %j', (change, message) => {
    expect(messagesOf(testCardConfirmSchema.safeParse({ ...valid, ...change }))).toContain(message);
  });
});
