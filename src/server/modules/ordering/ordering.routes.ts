import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createOrderSchema, orderQuoteRequestSchema } from '#domain/ordering/requests.ts';
import { deliverySlotsSchema, orderQuoteSchema, placedOrderSchema } from '#domain/ordering/responses.ts';
import { idParamsSchema } from '#domain/shared/ids.ts';
import { errorSchema } from '#server/http/error-schema.ts';
import { IDEMPOTENCY_HEADER, readIdempotencyKey } from '#server/http/idempotency.ts';
import { deliverySlotsOf } from './delivery-slots';
import { type PlaceOrderDependencies, placeOrder } from './place-order';
import { quoteOrder } from './quote-order';

// Customer ordering (SPEC section 7): the times an order for later may be placed for, the quote,
// and placing an order. Following it is the tracking slice's; status
// changes are the partners' and the admin's action endpoints.

export interface OrderingRouteDependencies extends PlaceOrderDependencies {
  /** Orders per client address per minute: a guard against floods, far above what customers do. */
  orderRateLimit: number;
}

export function registerOrderingRoutes(app: FastifyInstance, deps: OrderingRouteDependencies): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/restaurants/:id/delivery-slots',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Every time an order for later may be placed for now: quarter hours within 7 days and the hours',
        params: idParamsSchema,
        response: { 200: deliverySlotsSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => deliverySlotsOf(deps, request.params.id),
  );

  api.post(
    '/api/orders/quote',
    {
      // A quote is read-only and cheap, but every checkout change asks for one: a flood guard only.
      config: { rateLimit: { max: deps.orderRateLimit * 4, timeWindow: '1 minute' } },
      schema: {
        tags: ['orders'],
        summary: "Price an order (subtotal, discount, fee, tax, tip, total) in the restaurant's currency",
        body: orderQuoteRequestSchema,
        response: {
          200: orderQuoteSchema,
          400: errorSchema,
          409: errorSchema,
          413: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => quoteOrder(deps, request.body),
  );

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
}
