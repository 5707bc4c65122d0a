import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { adminOrderSchema } from '#domain/admin-orders/responses.ts';
import { requireRole } from '#server/auth/request-session.ts';
import type { SessionStore } from '#server/auth/session-store.ts';
import { errorSchema } from '#server/http/error-schema.ts';
import type { AdminOrdersRepo } from './admin-orders.repo';

// GET /api/orders (SPEC section 7): every order, newest first, with payouts. Admin-only (DESIGN
// section 9, deviation 5): it carries every customer's name, phone and address.

export function registerOrderListRoutes(
  app: FastifyInstance,
  deps: { desk: AdminOrdersRepo; sessions: SessionStore },
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/orders',
    {
      preHandler: requireRole(deps.sessions, 'admin'),
      schema: {
        tags: ['orders'],
        response: { 200: z.array(adminOrderSchema), 401: errorSchema, 403: errorSchema },
      },
    },
    async () => deps.desk.listForAdmin(),
  );
}
