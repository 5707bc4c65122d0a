import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { customerOrderSchema } from '../../../domain/customer-order';
import { idParamsSchema } from '../../../domain/ids';
import {
  createOrderSchema,
  customerPhoneParamsSchema,
  orderStatusChangeSchema,
} from '../../../domain/schemas/order';
import { currentSession, requireRole } from '../../auth/request-session';
import type { SessionStore } from '../../auth/session-store';
import type { Database } from '../../db/client';
import { errorSchema } from '../../http/error-schema';
import type { PaymentProvider } from '../../payment-providers/payment-provider';
import type { RealtimeHub } from '../../realtime/hub';
import type { RefundsRepo } from '../refunds/refunds.repo';
import { changeOrderStatus } from './change-order-status';
import { toCustomerOrder } from './customer-order-view';
import { IDEMPOTENCY_HEADER, readIdempotencyKey } from './idempotency';
import type { OrdersRepo } from './orders.repo';
import { placeOrder } from './place-order';

// Customer ordering (SPEC section 7): place an order, find a phone's orders, and the status changes
// partners and admins make (DESIGN section 4).

export interface OrderRouteDependencies {
  db: Database;
  repo: OrdersRepo;
  hub: RealtimeHub;
  payments: PaymentProvider;
  refunds: RefundsRepo;
  sessions: SessionStore;
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
          200: customerOrderSchema,
          201: customerOrderSchema,
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
        summary: "A phone number's orders, newest first",
        params: customerPhoneParamsSchema,
        response: { 200: customerOrderSchema.array(), 400: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const { rows, timeline } = await deps.repo.customerOrdersByPhone(request.params.phone);
      return rows.map((row) => toCustomerOrder(row, timeline));
    },
  );

  api.patch(
    '/api/orders/:id/status',
    {
      preHandler: requireRole(deps.sessions, 'restaurant', 'driver', 'admin'),
      schema: {
        tags: ['orders'],
        summary: "Move an order along its status machine (the order's restaurant, its driver, or an admin)",
        params: idParamsSchema,
        body: orderStatusChangeSchema,
        response: {
          200: customerOrderSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => {
      const session = await currentSession(deps.sessions, request);
      const actor = { type: session.subjectType, id: session.subjectId };
      return changeOrderStatus({ ...deps, log: request.log }, request.params.id, request.body, actor);
    },
  );
}
