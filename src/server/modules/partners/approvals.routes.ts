import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import type { SessionUser } from '#domain/accounts/responses.ts';
import { PARTNER_ROLES } from '#domain/accounts/roles.ts';
import { approvalSchema } from '#domain/partners/requests.ts';
import { adminDriverSchema, adminRestaurantSchema, auditEntrySchema } from '#domain/partners/responses.ts';
import { idParamsSchema } from '#domain/shared/ids.ts';
import { currentAdmin, requireRole } from '#server/auth/request-session.ts';
import { errorSchema } from '#server/http/error-schema.ts';
import { type ApprovalDependencies, setApproval } from './set-approval';

// The admin API (SPEC section 7, DESIGN section 5): every route needs an admin session,
// 401 without one and 403 with another role's.

const guarded = { 401: errorSchema, 403: errorSchema };

export function registerApprovalRoutes(
  app: FastifyInstance,
  deps: ApprovalDependencies & {
    /** The signed-in admin's account (null when it no longer exists). */
    findAdmin: (id: number) => Promise<SessionUser | null>;
  },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = requireRole(deps.sessions, 'admin');

  const admin = (request: FastifyRequest) => currentAdmin(deps.sessions, request, deps.findAdmin);

  const partnerLists = {
    restaurant: { path: '/api/admin/restaurants', schema: adminRestaurantSchema },
    driver: { path: '/api/admin/drivers', schema: adminDriverSchema },
  } as const;
  for (const role of PARTNER_ROLES) {
    const { path, schema } = partnerLists[role];
    api.get(
      path,
      { preHandler: adminOnly, schema: { tags: ['admin'], response: { 200: z.array(schema), ...guarded } } },
      async () => (role === 'restaurant' ? deps.repo.listRestaurants() : deps.repo.listDrivers()),
    );
    api.patch(
      `${path}/:id/approve`,
      {
        preHandler: adminOnly,
        schema: {
          tags: ['admin'],
          params: idParamsSchema,
          body: approvalSchema,
          response: { 200: schema, 400: errorSchema, 404: errorSchema, ...guarded },
        },
      },
      async (request) =>
        setApproval(deps, await admin(request), role, request.params.id, request.body.isApproved),
    );
  }

  api.get(
    '/api/admin/audit-log',
    {
      preHandler: adminOnly,
      schema: { tags: ['admin'], response: { 200: z.array(auditEntrySchema), ...guarded } },
    },
    async () => deps.repo.listAudit(),
  );
}
