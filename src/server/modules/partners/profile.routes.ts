import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { restaurantProfileUpdateSchema } from '#domain/partners/requests.ts';
import { partnerProfileSchema, restaurantProfileSchema } from '#domain/partners/responses.ts';
import { currentSession, requireRole } from '#server/auth/request-session.ts';
import type { SessionStore } from '#server/auth/session-store.ts';
import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/http/app-error.ts';
import type { CatalogueCache } from '#server/http/catalogue-cache.ts';
import { errorSchema } from '#server/http/error-schema.ts';
import type { RealtimeHub } from '#server/realtime/hub.ts';
import type { ProfileRepo } from './profile.repo';
import { updateRestaurantProfile } from './update-restaurant-profile';

// GET /api/partner/profile: the signed-in restaurant's or driver's own account, without secrets.
// PATCH /api/restaurant/profile: the signed-in restaurant's open toggle and settings.

export function registerProfileRoutes(
  app: FastifyInstance,
  deps: {
    db: Database;
    repo: ProfileRepo;
    sessions: SessionStore;
    hub: RealtimeHub;
    catalogueCache: CatalogueCache;
  },
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

  api.patch(
    '/api/restaurant/profile',
    {
      preHandler: requireRole(deps.sessions, 'restaurant'),
      schema: {
        tags: ['partner'],
        summary: 'Open or close the restaurant, and change its delivery settings, description and hours',
        body: restaurantProfileUpdateSchema,
        response: {
          200: restaurantProfileSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request) => {
      const session = await currentSession(deps.sessions, request);
      return updateRestaurantProfile(deps, session.subjectId, request.body);
    },
  );
}
