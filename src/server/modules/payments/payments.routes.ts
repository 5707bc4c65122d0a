import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createPaymentIntentSchema,
  paymentConfigSchema,
  paymentIntentResponseSchema,
  testCardConfirmSchema,
  testPaymentResultSchema,
} from '#domain/payments/card-payments.ts';
import { errorSchema } from '#server/http/error-schema.ts';
import { isTestModeProvider } from '#server/payment-providers/create-payment-provider.ts';
import type { PaymentProvider } from '#server/payment-providers/payment-provider.ts';
import type { PaymentsRepo } from './payments.repo';
import { startCardPayment } from './start-card-payment';

// Card payment set-up (SPEC section 7, DESIGN deviation 8). Creating intents is rate limited: each
// one is a call to the provider (and a row in test mode), so a loop must not be able to flood either.

const INTENT_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };
const CONFIRM_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

export function registerPaymentRoutes(
  app: FastifyInstance,
  provider: PaymentProvider,
  repo: PaymentsRepo,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/payments/config',
    {
      schema: {
        tags: ['payments'],
        summary: 'Which card payment provider is active',
        response: { 200: paymentConfigSchema },
      },
    },
    async () => ({ mode: provider.mode, publishableKey: provider.publishableKey }),
  );

  api.post(
    '/api/create-payment-intent',
    {
      config: { rateLimit: INTENT_RATE_LIMIT },
      schema: {
        tags: ['payments'],
        summary: "Start a card payment for an order total, in the restaurant's currency",
        body: createPaymentIntentSchema,
        response: { 200: paymentIntentResponseSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const intent = await startCardPayment({ provider, repo }, request.body);
      request.log.info(
        { paymentIntentId: intent.id, amountCents: intent.amountCents, currency: intent.currency },
        'payment intent created',
      );
      return { clientSecret: intent.clientSecret, paymentIntentId: intent.id, mode: provider.mode };
    },
  );

  if (!isTestModeProvider(provider)) return;
  const testProvider = provider;

  // Test mode only: what Stripe.js does against Stripe, the browser does here with a test card.
  api.post(
    '/api/test-payments/confirm',
    {
      config: { rateLimit: CONFIRM_RATE_LIMIT },
      schema: {
        tags: ['payments'],
        summary: 'Confirm a test-mode payment with a test card',
        body: testCardConfirmSchema,
        response: {
          200: testPaymentResultSchema,
          400: errorSchema,
          402: errorSchema,
          404: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => {
      const { clientSecret, cardNumber, expiry, cvc } = request.body;
      const result = await testProvider.confirm(clientSecret, { cardNumber, expiry, cvc }, new Date());
      return { paymentIntentId: result.id, status: result.status };
    },
  );
}
