import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type SessionUser, SIGN_IN_REQUIRED } from '../../../domain/accounts';
import { idParamsSchema } from '../../../domain/ids';
import { approvalSchema } from '../../../domain/schemas/admin';
import { currentSession, requireRole } from '../../auth/request-session';
import { AppError } from '../../http/app-error';
import { errorSchema } from '../../http/error-schema';
import type { AccountsRepo } from '../auth/accounts.repo';
import {
  adminDriverSchema,
  adminOrderSchema,
  adminRestaurantSchema,
  auditEntrySchema,
} from './admin.schemas';
import { type ApprovalDependencies, setDriverApproval, setRestaurantApproval } from './set-approval';

// The admin API (SPEC section 7, DESIGN section 5): every route needs an admin session,
// 401 without one and 403 with another role's.

const guarded = { 401: errorSchema, 403: errorSchema };

export function registerAdminRoutes(
  app: FastifyInstance,
  deps: ApprovalDependencies & { accounts: AccountsRepo },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = requireRole(deps.sessions, 'admin');

  const currentAdmin = async (request: FastifyRequest): Promise<SessionUser> => {
    const session = await currentSession(deps.sessions, request);
    const admin = await deps.accounts.findSessionUser('admin', session.subjectId);
    if (!admin) throw AppError.unauthorized(SIGN_IN_REQUIRED);
    return admin;
  };

  api.get(
    '/api/admin/restaurants',
    {
      preHandler: adminOnly,
      schema: { tags: ['admin'], response: { 200: z.array(adminRestaurantSchema), ...guarded } },
    },
    async () => deps.repo.listRestaurants(),
  );

  api.get(
    '/api/admin/drivers',
    {
      preHandler: adminOnly,
      schema: { tags: ['admin'], response: { 200: z.array(adminDriverSchema), ...guarded } },
    },
    async () => deps.repo.listDrivers(),
  );

  // The finance dashboard's driver list (SPEC section 7); admin-only (DESIGN deviation 5).
  api.get(
    '/api/drivers',
    {
      preHandler: adminOnly,
      schema: { tags: ['admin'], response: { 200: z.array(adminDriverSchema), ...guarded } },
    },
    async () => deps.repo.listDrivers(),
  );

  api.patch(
    '/api/admin/restaurants/:id/approve',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['admin'],
        params: idParamsSchema,
        body: approvalSchema,
        response: { 200: adminRestaurantSchema, 400: errorSchema, 404: errorSchema, ...guarded },
      },
    },
    async (request) =>
      setRestaurantApproval(deps, await currentAdmin(request), request.params.id, request.body.isApproved),
  );

  api.patch(
    '/api/admin/drivers/:id/approve',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['admin'],
        params: idParamsSchema,
        body: approvalSchema,
        response: { 200: adminDriverSchema, 400: errorSchema, 404: errorSchema, ...guarded },
      },
    },
    async (request) =>
      setDriverApproval(deps, await currentAdmin(request), request.params.id, request.body.isApproved),
  );

  api.get(
    '/api/admin/audit-log',
    {
      preHandler: adminOnly,
      schema: { tags: ['admin'], response: { 200: z.array(auditEntrySchema), ...guarded } },
    },
    async () => deps.repo.listAudit(),
  );

  // All orders, newest first, for the admin and the finance dashboard.
  api.get(
    '/api/orders',
    {
      preHandler: adminOnly,
      schema: { tags: ['admin'], response: { 200: z.array(adminOrderSchema), ...guarded } },
    },
    async () => deps.repo.listOrders(),
  );
}
