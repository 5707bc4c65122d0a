import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { INVALID_CUSTOMER_PHONE, toE164 } from '#domain/shared/phone.ts';
import { customerPhoneParamsSchema, customerPhoneQuerySchema } from '#domain/tracking/requests.ts';
import { phoneOrderSchema, trackedOrderSchema } from '#domain/tracking/responses.ts';
import { trackingTokenParamsSchema } from '#domain/tracking/rules.ts';
import { AppError } from '#server/http/app-error.ts';
import { errorSchema } from '#server/http/error-schema.ts';
import { sendJsonText } from '#server/http/json-answer.ts';
import { cancelByCustomer } from '../order-lifecycle/cancel-by-customer';
import { toTrackedOrder } from '../order-lifecycle/customer-order-view';
import type { OrderLifecycleDependencies } from '../order-lifecycle/order-lifecycle-dependencies';
import { hashTrackingToken } from '../order-lifecycle/tracking-token';
import { toPhoneOrder } from './phone-order-view';
import type { TrackingRepo } from './tracking.repo';

// Following orders (SPEC section 7, DESIGN section 5): a phone's orders (the masked view), one
// order in full for the holder of its tracking token, and that holder's cancellation before the
// kitchen starts.

export interface TrackingRouteDependencies {
  repo: TrackingRepo;
  /** The order core: the token's view, and the customer's cancellation (refund included). */
  lifecycle: Omit<OrderLifecycleDependencies, 'log'>;
  /** Look-ups by phone per client address per minute: phone numbers are guessable. */
  phoneLookupRateLimit: number;
}

export function registerTrackingRoutes(app: FastifyInstance, deps: TrackingRouteDependencies): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/orders/customer/:phone',
    {
      config: { rateLimit: { max: deps.phoneLookupRateLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['orders'],
        summary: "A phone number's orders, newest first: status and progress, the address masked to its area",
        description:
          'The phone is read in `country` (two letters, default CA) unless it carries its own +prefix; ' +
          'orders placed with any spelling of the same number are found. `customerPhone` is in E.164.',
        params: customerPhoneParamsSchema,
        querystring: customerPhoneQuerySchema,
        response: { 200: phoneOrderSchema.array(), 400: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      // Orders store the E.164 form: any spelling of the number, in its country, finds them.
      const phone = toE164(request.params.phone, request.query.country);
      if (phone === null)
        throw AppError.badRequest(`phone: ${INVALID_CUSTOMER_PHONE}`, { phone: INVALID_CUSTOMER_PHONE });
      const rows = await deps.repo.customerOrdersByPhone(phone);
      // Built field by field from the typed rows, so the schema's second pass over the answer is
      // skipped (it was a tenth of a look-up's CPU); tests hold the answer to phoneOrderSchema.
      return sendJsonText(reply, JSON.stringify(rows.map(toPhoneOrder)));
    },
  );

  api.get(
    '/api/orders/track/:token',
    {
      // Tokens cannot be guessed, but a flood of guesses still costs reads: the look-up's limit.
      config: { rateLimit: { max: deps.phoneLookupRateLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['orders'],
        summary: 'One order in full (address, position, delivery code) for the holder of its tracking token',
        params: trackingTokenParamsSchema,
        response: { 200: trackedOrderSchema, 400: errorSchema, 404: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const found = await deps.lifecycle.repo.trackedOrderByTokenHash(
        hashTrackingToken(request.params.token),
      );
      if (!found) throw AppError.notFound('Order not found');
      return toTrackedOrder(found.row, found.timeline);
    },
  );

  api.post(
    '/api/orders/track/:token/cancel',
    {
      config: { rateLimit: { max: deps.phoneLookupRateLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['orders'],
        summary: 'Cancel the order before the restaurant accepts it (refunded when paid by card)',
        params: trackingTokenParamsSchema,
        response: {
          200: trackedOrderSchema,
          400: errorSchema,
          404: errorSchema,
          409: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => cancelByCustomer({ ...deps.lifecycle, log: request.log }, request.params.token),
  );
}
