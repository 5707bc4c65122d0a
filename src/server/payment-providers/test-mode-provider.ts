import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import {
  type AuthorizedIntentStatus,
  CARD_EXPIRED,
  intentIdFromClientSecret,
  isAuthorizedIntentStatus,
  isExpiryInFuture,
  testCardOutcome,
} from '#domain/payments/card-payments.ts';
import type { Database } from '../db/client';
import { testPaymentIntents } from '../db/schema';
import { AppError } from '../http/app-error';
import type { PaymentProvider } from './payment-provider';

// The provider used when Stripe is not configured: it behaves like Stripe's test mode, so the whole
// card path (intent, confirmation in the browser, server-side check before the order) runs offline
// and in tests. Only Stripe's test cards succeed; card details are checked and forgotten, never
// stored or logged.

const token = (bytes: number) => randomBytes(bytes).toString('base64url').replace(/[-_]/g, '').slice(0, 24);
const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

export interface TestCard {
  /** Digits only, already Luhn-checked by the request schema. */
  cardNumber: string;
  expiry: string;
  cvc: string;
}

export type TestModeProvider = PaymentProvider & {
  confirm(
    clientSecret: string,
    card: TestCard,
    now: Date,
  ): Promise<{ id: string; status: AuthorizedIntentStatus }>;
};

export function createTestModeProvider(db: Database): TestModeProvider {
  return {
    mode: 'test',
    publishableKey: null,

    async createIntent({ amount, currency }) {
      const id = `pi_test${token(18)}`;
      const clientSecret = `${id}_secret_${token(24)}`;
      await db.insert(testPaymentIntents).values({
        id,
        clientSecretHash: hashSecret(clientSecret),
        amountCents: amount,
        currency,
      });
      return { id, clientSecret };
    },

    async retrieveIntent(id) {
      const [row] = await db
        .select({
          id: testPaymentIntents.id,
          status: testPaymentIntents.status,
          amount: testPaymentIntents.amountCents,
          currency: testPaymentIntents.currency,
        })
        .from(testPaymentIntents)
        .where(eq(testPaymentIntents.id, id));
      return row ?? null;
    },

    async confirm(clientSecret, card, now) {
      const id = intentIdFromClientSecret(clientSecret);
      const [intent] = id
        ? await db
            .select({ id: testPaymentIntents.id, status: testPaymentIntents.status })
            .from(testPaymentIntents)
            .where(eq(testPaymentIntents.clientSecretHash, hashSecret(clientSecret)))
        : [];
      if (!intent) {
        throw new AppError(404, 'payment_not_found', 'This payment could not be found. Please try again.');
      }
      // Like Stripe: confirming a payment that already went through changes nothing.
      if (isAuthorizedIntentStatus(intent.status)) return { id: intent.id, status: intent.status };

      const expiryOk = isExpiryInFuture(card.expiry, {
        year: now.getUTCFullYear(),
        month: now.getUTCMonth() + 1,
      });
      if (!expiryOk) throw new AppError(400, 'expired_card', CARD_EXPIRED, { expiry: CARD_EXPIRED });

      const outcome = testCardOutcome(card.cardNumber);
      await db
        .update(testPaymentIntents)
        .set(
          outcome.ok
            ? { status: 'requires_capture', lastError: null, updatedAt: now }
            : { status: 'requires_payment_method', lastError: outcome.message, updatedAt: now },
        )
        .where(eq(testPaymentIntents.id, intent.id));
      if (!outcome.ok) throw new AppError(402, 'card_declined', outcome.message);
      return { id: intent.id, status: 'requires_capture' };
    },

    async captureIntent(id) {
      const captured = await db
        .update(testPaymentIntents)
        .set({ status: 'succeeded', updatedAt: new Date() })
        .where(and(eq(testPaymentIntents.id, id), eq(testPaymentIntents.status, 'requires_capture')))
        .returning({ id: testPaymentIntents.id });
      if (captured.length > 0) return;
      const [intent] = await db
        .select({ status: testPaymentIntents.status })
        .from(testPaymentIntents)
        .where(eq(testPaymentIntents.id, id));
      if (intent?.status !== 'succeeded') {
        throw new AppError(
          402,
          'payment_not_completed',
          'The card payment has not gone through. Please try again.',
        );
      }
    },

    async refundIntent({ id, amount }) {
      // Like Stripe with an idempotency key: the first refund is made once, a retry gets it back.
      const refundId = `re_test${token(18)}`;
      const [made] = await db
        .update(testPaymentIntents)
        .set({ refundId, refundedCents: amount, updatedAt: new Date() })
        .where(
          and(
            eq(testPaymentIntents.id, id),
            eq(testPaymentIntents.status, 'succeeded'),
            isNull(testPaymentIntents.refundId),
            lte(sql`${amount}`, testPaymentIntents.amountCents),
          ),
        )
        .returning({ refundId: testPaymentIntents.refundId });
      if (made?.refundId) return { refundId: made.refundId, status: 'succeeded' };
      const [intent] = await db
        .select({ refundId: testPaymentIntents.refundId })
        .from(testPaymentIntents)
        .where(eq(testPaymentIntents.id, id));
      if (intent?.refundId) return { refundId: intent.refundId, status: 'succeeded' };
      throw new AppError(409, 'not_refundable', 'This payment cannot be refunded');
    },

    async cancelIntent(id) {
      // Conditional on the status, so a capture racing with it wins or loses as a whole: the row
      // lock orders the two updates, and the second one finds the status already changed.
      const canceled = await db
        .update(testPaymentIntents)
        .set({ status: 'canceled', updatedAt: new Date() })
        .where(and(eq(testPaymentIntents.id, id), inArray(testPaymentIntents.status, CANCELLABLE)))
        .returning({ id: testPaymentIntents.id });
      return canceled.length > 0;
    },
  };
}

/** Stripe cancels an intent in any of these states; a captured or canceled one stays as it is. */
const CANCELLABLE = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'requires_capture',
];
