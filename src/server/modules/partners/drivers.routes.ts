import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { type AdminDriver, adminDriverSchema } from '#domain/partners/responses.ts';
import { requireRole } from '#server/auth/request-session.ts';
import type { SessionStore } from '#server/auth/session-store.ts';
import { errorSchema } from '#server/http/error-schema.ts';

// GET /api/drivers (SPEC section 7): the finance dashboard's driver list. Admin-only (DESIGN
// section 9, deviation 5); bank numbers appear only as their last 4 digits.

export function registerDriverListRoutes(
  app: FastifyInstance,
  deps: { listDrivers: () => Promise<AdminDriver[]>; sessions: SessionStore },
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/drivers',
    {
      preHandler: requireRole(deps.sessions, 'admin'),
      schema: {
        tags: ['drivers'],
        response: { 200: z.array(adminDriverSchema), 401: errorSchema, 403: errorSchema },
      },
    },
    async () => deps.listDrivers(),
  );
}
