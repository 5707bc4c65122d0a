import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
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
import { currentSession, requireRole } from '#server/auth/request-session.ts';
import type { SessionStore } from '#server/auth/session-store.ts';
import { actionRoutes } from '#server/http/action-routes.ts';
import { errorSchema } from '#server/http/error-schema.ts';
import { keysetPage } from '#server/http/keyset-page.ts';
import type { AdminOrderDependencies } from './admin-order-action';
import { assignDriver } from './assign-driver';
import { cancelOrderAsAdmin } from './cancel-order-as-admin';
import { unlockDelivery } from './unlock-delivery';

// The admin's order desk (issue "Deliveries for real"): every order, live, with cancel (refunding
// a card), assign a driver, and unlock a delivery locked by wrong codes.

type Dependencies = Omit<AdminOrderDependencies, 'log'> & { sessions: SessionStore };

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
      const { page, nextBefore } = await keysetPage(limit, (rowsToRead) =>
        deps.desk.listOrders({ status, before, limit: rowsToRead }),
      );
      return { orders: page, nextBefore };
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

  const action = actionRoutes(app, { preHandler: adminOnly, tags: ['admin'], answer: adminDeskOrderSchema });

  action(
    '/api/admin/orders/:id/cancel',
    {
      summary: 'Cancel any order not yet delivered, with a reason; a card payment is refunded',
      body: adminCancelOrderSchema,
    },
    async (request, { id, body }) => cancelOrderAsAdmin(withLog(request), id, body, await adminId(request)),
  );

  action(
    '/api/admin/orders/:id/assign',
    {
      summary:
        'Give an order the kitchen is working on to an approved, online driver with no active delivery',
      body: adminAssignDriverSchema,
    },
    async (request, { id, body }) => assignDriver(withLog(request), id, body, await adminId(request)),
  );

  action(
    '/api/admin/orders/:id/unlock',
    { summary: 'Give the driver fresh delivery-code tries after five wrong ones locked the order' },
    async (request, { id }) => unlockDelivery(withLog(request), id, await adminId(request)),
  );
}
