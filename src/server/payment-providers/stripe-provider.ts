import type Stripe from 'stripe';
import type { Database } from '../db/client';
import { cardAuthorisations } from '../db/schema';
import { AppError } from '../http/app-error';
import type { PaymentProvider } from './payment-provider';

/**
 * Stripe being down or refusing our key is an outage on our side (503), never the customer's 500.
 * Stripe's own text stays out of the response: it can name parts of our key.
 */
function unavailable(error: unknown): AppError {
  const appError = new AppError(
    503,
    'payment_provider_unavailable',
    'The payment service is unavailable. Please try again.',
  );
  appError.cause = error;
  return appError;
}

// Real card payments through Stripe. The browser collects the card with Stripe Elements and confirms
// the PaymentIntent with Stripe directly, so card data never reaches this server; the server only
// creates intents and reads back whether one succeeded, for how much.

// Every intent created here is also recorded in card_authorisations: Stripe cannot list "ours", and
// housekeeping releases the authorisations that no order ever used (decision 0009).

/**
 * The SDK is loaded on the first payment call, not at start: it is the largest module the server
 * has, and a server without Stripe keys (the default) never parses it.
 */
function lazyStripeClient(secretKey: string): () => Promise<Stripe> {
  let client: Promise<Stripe> | undefined;
  return () => {
    client ??= import('stripe').then(
      ({ default: StripeSdk }) => new StripeSdk(secretKey, { maxNetworkRetries: 2, timeout: 15_000 }),
    );
    return client;
  };
}

/** Stripe's "no such object" or "wrong state" answer (its documented `type`), as against an outage. */
function isInvalidRequest(error: unknown): error is { statusCode?: number; code?: string } {
  return (error as { type?: unknown } | null)?.type === 'StripeInvalidRequestError';
}

export function createStripeProvider(
  secretKey: string,
  publishableKey: string,
  db: Database,
): PaymentProvider {
  const client = lazyStripeClient(secretKey);
  return {
    mode: 'stripe',
    publishableKey,

    async createIntent({ amount, currency }) {
      const stripe = await client();
      const intent = await stripe.paymentIntents
        .create({
          amount,
          currency,
          allowed_payment_method_types: ['card'],
          // Authorise now, take the money once the order is stored (docs/decisions/0009).
          capture_method: 'manual',
        })
        .catch((error: unknown) => {
          throw unavailable(error);
        });
      if (!intent.client_secret) throw new Error('Stripe returned a PaymentIntent without a client secret');
      // Recorded before the browser gets the secret: an intent it can confirm is always one we know.
      await db
        .insert(cardAuthorisations)
        .values({ intentId: intent.id, amountCents: amount })
        .onConflictDoNothing();
      return { id: intent.id, clientSecret: intent.client_secret };
    },

    async retrieveIntent(id) {
      const stripe = await client();
      try {
        const intent = await stripe.paymentIntents.retrieve(id);
        return {
          id: intent.id,
          status: intent.status,
          amount: intent.amount,
          currency: intent.currency,
        };
      } catch (error) {
        // An unknown id is the client's mistake, not an outage.
        if (isInvalidRequest(error) && error.statusCode === 404) return null;
        throw unavailable(error);
      }
    },

    async captureIntent(id) {
      const stripe = await client();
      const intent = await stripe.paymentIntents.retrieve(id).catch((error: unknown) => {
        throw unavailable(error);
      });
      if (intent.status === 'succeeded') return;
      await stripe.paymentIntents.capture(id).catch((error: unknown) => {
        throw unavailable(error);
      });
    },

    async refundIntent({ id, amount, idempotencyKey }) {
      const stripe = await client();
      const refund = await stripe.refunds
        .create({ payment_intent: id, amount, reason: 'requested_by_customer' }, { idempotencyKey })
        .catch((error: unknown) => {
          throw unavailable(error);
        });
      return { refundId: refund.id, status: refund.status ?? 'pending' };
    },

    async cancelIntent(id) {
      const stripe = await client();
      try {
        await stripe.paymentIntents.cancel(id, { cancellation_reason: 'abandoned' });
        return true;
      } catch (error) {
        // Captured or canceled meanwhile, or unknown: nothing left to release.
        if (
          isInvalidRequest(error) &&
          (error.statusCode === 404 || error.code === 'payment_intent_unexpected_state')
        ) {
          return false;
        }
        throw unavailable(error);
      }
    },
  };
}
