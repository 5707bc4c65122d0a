// Card payments (DESIGN deviation 8): the shapes both sides share. The server talks to Stripe when
// it is configured and otherwise to a built-in provider that follows Stripe's test-mode rules.
import * as z from 'zod';
import { maxOrderTotalCents } from '../ordering/order-limits';
import { formatMoney } from '../shared/currency';
import { decimalPattern } from '../shared/decimal-schema';
import { idValueSchema } from '../shared/ids';
import { centsOrNull } from '../shared/money';

/** stripe: real cards; test: the built-in test mode; off: cash on delivery only. */
export const PAYMENT_MODES = ['test', 'stripe', 'off'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** Said when card payments are switched off on this server (no provider configured). */
export const CARD_PAYMENTS_OFF = 'Card payments are not available. Please pay cash on delivery.';

/** GET /api/payments/config: which provider the browser talks to. */
export const paymentConfigSchema = z.object({
  mode: z.enum(PAYMENT_MODES),
  /** Stripe's publishable key in Stripe mode, null in test mode. */
  publishableKey: z.string().nullable(),
});
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

/** Shown wherever card details are asked for while the built-in provider is active. */
export const TEST_MODE_LABEL = 'Test mode';
export const STRIPE_NOT_LOADED = 'Stripe not loaded';

/** Stripe's test cards that the built-in provider knows (spaces are ignored). */
export const TEST_CARDS = Object.freeze({
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
});

// Stripe's own wording, so the test provider reads like the real one.
export const CARD_DECLINED = 'Your card was declined.';
export const CARD_INSUFFICIENT_FUNDS = 'Your card has insufficient funds.';
export const CARD_NUMBER_INCORRECT = 'Your card number is incorrect.';
export const CARD_NOT_TEST_CARD =
  'Your card was declined. Test mode accepts only test cards, such as 4242 4242 4242 4242.';
export const CARD_EXPIRY_INVALID = "Your card's expiration date is invalid.";
export const CARD_EXPIRED = 'Your card has expired.';
export const CARD_CVC_INVALID = "Your card's security code is invalid.";

export const AMOUNT_INVALID = 'Amount must be a positive amount with at most 2 decimal places';
export const CURRENCY_INVALID = 'Currency must be a three-letter currency code';

/** Said when the amount is above the order-total limit of the restaurant's currency. */
export function amountTooLarge(currency: string): string {
  return `Amount cannot be more than ${formatMoney(maxOrderTotalCents(currency), currency)}`;
}

/** Said when the currency is not the restaurant's ("usd" for a Canadian restaurant). */
export function currencyMustBe(currency: string): string {
  return `Currency must be ${currency.toLowerCase()}, the restaurant's currency`;
}

/**
 * POST /api/create-payment-intent: the order total (SPEC section 7) in the restaurant's currency,
 * which `currency` must name (lower case, as Stripe writes it; the restaurant's when left out).
 * The currency's decimals and limit are checked once the restaurant is known.
 */
export const createPaymentIntentSchema = z.object({
  /** The restaurant the order is for: its currency is the payment's. */
  restaurantId: idValueSchema,
  amount: z
    .union([z.number(), z.string()], { error: AMOUNT_INVALID })
    .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
    .refine((text) => decimalPattern(2).test(text) && (centsOrNull(text) ?? 1) > 0, AMOUNT_INVALID)
    // Cents of a number too long for any order (twenty digits) cannot be counted: too large too.
    .transform((text) => centsOrNull(text) ?? Number.MAX_SAFE_INTEGER),
  currency: z
    .string({ error: CURRENCY_INVALID })
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{3}$/, CURRENCY_INVALID)
    .optional(),
});
export type CreatePaymentIntentInput = z.input<typeof createPaymentIntentSchema>;

/**
 * Card payments are authorised first and captured only once the order is stored (Stripe's manual
 * capture): a payment whose order is refused is never taken, its authorisation just lapses.
 * A confirmed intent is 'requires_capture'; 'succeeded' means captured.
 */
export const AUTHORIZED_INTENT_STATUSES = ['requires_capture', 'succeeded'] as const;
export type AuthorizedIntentStatus = (typeof AUTHORIZED_INTENT_STATUSES)[number];

export function isAuthorizedIntentStatus(status: string | undefined): status is AuthorizedIntentStatus {
  return (AUTHORIZED_INTENT_STATUSES as readonly (string | undefined)[]).includes(status);
}

/** 200 of POST /api/create-payment-intent. */
export const paymentIntentResponseSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  mode: z.enum(PAYMENT_MODES),
});
export type PaymentIntentResponse = z.infer<typeof paymentIntentResponseSchema>;

/** 200 of POST /api/test-payments/confirm: the intent is now authorised. */
export const testPaymentResultSchema = z.object({
  paymentIntentId: z.string(),
  status: z.enum(AUTHORIZED_INTENT_STATUSES),
});
export type TestPaymentResult = z.infer<typeof testPaymentResultSchema>;

/** "pi_123_secret_abc" -> "pi_123": the intent a client secret belongs to (Stripe's format). */
export function intentIdFromClientSecret(clientSecret: string): string | null {
  const match = /^(pi_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/.exec(clientSecret);
  return match?.[1] ?? null;
}

export function digitsOnly(cardNumber: string): string {
  return cardNumber.replace(/[\s-]/g, '');
}

/** The Luhn checksum every real card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * POST /api/test-payments/confirm, test mode only: the browser confirms an intent with a test
 * card, as Stripe.js would with Stripe. Only test cards succeed; nothing here is stored or logged.
 */
export const testCardConfirmSchema = z.object({
  clientSecret: z.string({ error: 'Payment is not set up' }).trim().min(1, 'Payment is not set up').max(200),
  cardNumber: z
    .string({ error: CARD_NUMBER_INCORRECT })
    .max(30, CARD_NUMBER_INCORRECT)
    .transform(digitsOnly)
    .refine(passesLuhn, CARD_NUMBER_INCORRECT),
  /** MM/YY */
  expiry: z
    .string({ error: CARD_EXPIRY_INVALID })
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s?\/\s?\d{2}$/, CARD_EXPIRY_INVALID),
  cvc: z
    .string({ error: CARD_CVC_INVALID })
    .trim()
    .regex(/^\d{3,4}$/, CARD_CVC_INVALID),
  name: z.string().trim().max(100).optional(),
});
export type TestCardConfirmInput = z.input<typeof testCardConfirmSchema>;

/** Whether an MM/YY expiry is this month or later (cards are valid through their last month). */
export function isExpiryInFuture(expiry: string, now: { year: number; month: number }): boolean {
  const [month = 0, year = 0] = expiry.split('/').map((part) => Number(part.trim()));
  const fullYear = 2000 + year;
  return fullYear > now.year || (fullYear === now.year && month >= now.month);
}

/** How a card attempt in test mode ends, by card number (Stripe's test-card table). */
export function testCardOutcome(digits: string): { ok: true } | { ok: false; message: string } {
  if (digits === digitsOnly(TEST_CARDS.succeeds)) return { ok: true };
  if (digits === digitsOnly(TEST_CARDS.declined)) return { ok: false, message: CARD_DECLINED };
  if (digits === digitsOnly(TEST_CARDS.insufficientFunds)) {
    return { ok: false, message: CARD_INSUFFICIENT_FUNDS };
  }
  return { ok: false, message: CARD_NOT_TEST_CARD };
}
