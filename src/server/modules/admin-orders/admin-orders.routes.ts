import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminAssignDriverSchema,
  adminCancelOrderSchema,
  adminOrdersQuerySchema,
} from '#domain/admin-orders/requests.ts';
import {
  adminDeskOrderSchema,
  adminDeskPageSchema,
  assignableDriverSchema,
} from '#domain/admin-orders/responses.ts';
import { idParamsSchema } from '#domain/shared/ids.ts';
import { currentSession, requireRole } from '#server/auth/request-session.ts';
import type { SessionStore } from '#server/auth/session-store.ts';
import { errorSchema } from '#server/http/error-schema.ts';
import type { AdminOrderDependencies } from './admin-order-action';
import { assignDriver } from './assign-driver';
import { cancelOrderAsAdmin } from './cancel-order-as-admin';
import { unlockDelivery } from './unlock-delivery';

// The admin's order desk (issue "Deliveries for real"): every order, live, with cancel (refunding
// a card), assign a driver, and unlock a delivery locked by wrong codes.

type Dependencies = Omit<AdminOrderDependencies, 'log'> & { sessions: SessionStore };

const actionResponses = {
  200: adminDeskOrderSchema,
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
} as const;

export function registerAdminOrderRoutes(app: FastifyInstance, deps: Dependencies): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = requireRole(deps.sessions, 'admin');
  const adminId = async (request: FastifyRequest) => (await currentSession(deps.sessions, request)).subjectId;
  const withLog = (request: FastifyRequest): AdminOrderDependencies => ({ ...deps, log: request.log });

  api.get(
    '/api/admin/orders',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Every order with its status, restaurant, driver and age, newest first; filter by status',
        querystring: adminOrdersQuerySchema,
        response: { 200: adminDeskPageSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const { status, before, limit } = request.query;
      // One row more than asked tells whether an older page exists.
      const rows = await deps.desk.listOrders({ status, before, limit: limit + 1 });
      const page = rows.slice(0, limit);
      return { orders: page, nextBefore: rows.length > limit ? (page.at(-1)?.id ?? null) : null };
    },
  );

  api.get(
    '/api/admin/available-drivers',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Approved, online drivers an order can be assigned to (busy ones marked)',
        response: { 200: z.array(assignableDriverSchema), 401: errorSchema, 403: errorSchema },
      },
    },
    async () => deps.desk.availableDrivers(),
  );

  api.post(
    '/api/admin/orders/:id/cancel',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Cancel any order not yet delivered, with a reason; a card payment is refunded',
        params: idParamsSchema,
        body: adminCancelOrderSchema,
        response: actionResponses,
      },
    },
    async (request) =>
      cancelOrderAsAdmin(withLog(request), request.params.id, request.body, await adminId(request)),
  );

  api.post(
    '/api/admin/orders/:id/assign',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['admin'],
        summary:
          'Give an order the kitchen is working on to an approved, online driver with no active delivery',
        params: idParamsSchema,
        body: adminAssignDriverSchema,
        response: actionResponses,
      },
    },
    async (request) =>
      assignDriver(withLog(request), request.params.id, request.body, await adminId(request)),
  );

  api.post(
    '/api/admin/orders/:id/unlock',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Give the driver fresh delivery-code tries after five wrong ones locked the order',
        params: idParamsSchema,
        response: actionResponses,
      },
    },
    async (request) => unlockDelivery(withLog(request), request.params.id, await adminId(request)),
  );
}
