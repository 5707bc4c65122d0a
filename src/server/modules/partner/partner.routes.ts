import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { partnerProfileSchema } from '../../../domain/accounts';
import { currentSession, requireRole } from '../../auth/request-session';
import type { SessionStore } from '../../auth/session-store';
import { AppError } from '../../http/app-error';
import { errorSchema } from '../../http/error-schema';
import type { PartnerRepo } from './partner.repo';

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
          200: partnerProfileSchema,
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request) => {
      const session = await currentSession(deps.sessions, request);
      const profile =
        session.subjectType === 'driver'
          ? await deps.repo.driverProfile(session.subjectId)
          : await deps.repo.restaurantProfile(session.subjectId);
      if (!profile) throw AppError.unauthorized();
      return profile;
    },
  );
}
