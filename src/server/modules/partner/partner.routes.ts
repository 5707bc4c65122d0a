import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentSession, requireRole } from '../../auth/request-session';
import type { SessionStore } from '../../auth/session-store';
import { AppError } from '../../http/app-error';
import { errorSchema } from '../../http/error-schema';
import type { PartnerRepo } from './partner.repo';
import { driverProfileSchema, restaurantProfileSchema } from './partner.schemas';

// GET /api/partner/profile: the signed-in restaurant's or driver's own account, without secrets.

export function registerPartnerRoutes(
  app: FastifyInstance,
  deps: { repo: PartnerRepo; sessions: SessionStore },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/partner/profile',
    {
      preHandler: requireRole(deps.sessions, 'restaurant', 'driver'),
      schema: {
        tags: ['partner'],
        response: {
          200: z.union([driverProfileSchema, restaurantProfileSchema]),
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request) => {
      const session = await currentSession(deps.sessions, request);
      if (session.subjectType === 'driver') {
        const row = await deps.repo.driverProfile(session.subjectId);
        if (!row) throw AppError.unauthorized();
        return { type: 'driver' as const, ...row };
      }
      const row = await deps.repo.restaurantProfile(session.subjectId);
      if (!row) throw AppError.unauthorized();
      return { type: 'restaurant' as const, ...row };
    },
  );
}
