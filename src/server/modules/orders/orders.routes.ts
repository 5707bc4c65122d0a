import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createOrderSchema, customerPhoneParamsSchema } from '#domain/ordering/requests.ts';
import { placedOrderSchema } from '#domain/ordering/responses.ts';
import { phoneOrderSchema, trackedOrderSchema } from '#domain/tracking/responses.ts';
import { trackingTokenParamsSchema } from '#domain/tracking/rules.ts';
import { AppError } from '#server/http/app-error.ts';
import { errorSchema } from '#server/http/error-schema.ts';
import { sendJsonText } from '#server/http/json-answer.ts';
import { toPhoneOrder, toTrackedOrder } from './customer-order-view';
import { IDEMPOTENCY_HEADER, readIdempotencyKey } from './idempotency';
import { type PlaceOrderDependencies, placeOrder } from './place-order';
import { hashTrackingToken } from './tracking-token';

// Customer ordering (SPEC section 7): place an order, find a phone's orders (the masked view), and
// follow one order in full with its tracking token (DESIGN section 5). Status changes are the
// partners' and the admin's action endpoints (kitchen, deliveries, admin desk).

export interface OrderRouteDependencies extends PlaceOrderDependencies {
  /** Look-ups by phone per client address per minute: phone numbers are guessable. */
  phoneLookupRateLimit: number;
  /** Orders per client address per minute: a guard against floods, far above what customers do. */
  orderRateLimit: number;
}

export function registerOrderRoutes(app: FastifyInstance, deps: OrderRouteDependencies): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/orders',
    {
      config: { rateLimit: { max: deps.orderRateLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['orders'],
        summary: 'Place an order (send an Idempotency-Key header to make retries safe)',
        body: createOrderSchema,
        response: {
          200: placedOrderSchema,
          201: placedOrderSchema,
          400: errorSchema,
          402: errorSchema,
          409: errorSchema,
          413: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const key = readIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]);
      const { order, replayed } = await placeOrder(deps, request.body, key);
      if (replayed) {
        reply.header('idempotent-replayed', 'true');
        return reply.status(200).send(order);
      }
      request.log.info({ orderId: order.id, restaurantId: order.restaurantId }, 'order placed');
      return reply.status(201).send(order);
    },
  );

  api.get(
    '/api/orders/customer/:phone',
    {
      config: { rateLimit: { max: deps.phoneLookupRateLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['orders'],
        summary: "A phone number's orders, newest first: status and progress, the address masked to its area",
        params: customerPhoneParamsSchema,
        response: { 200: phoneOrderSchema.array(), 400: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const rows = await deps.repo.customerOrdersByPhone(request.params.phone);
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
      const found = await deps.repo.trackedOrderByTokenHash(hashTrackingToken(request.params.token));
      if (!found) throw AppError.notFound('Order not found');
      return toTrackedOrder(found.row, found.timeline);
    },
  );
}
