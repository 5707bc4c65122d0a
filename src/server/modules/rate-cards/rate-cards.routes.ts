import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SessionUser } from '#domain/accounts/responses.ts';
import { rateCardBodySchema, rateCardParamsSchema } from '#domain/rate-cards/requests.ts';
import { rateCardSchema } from '#domain/rate-cards/responses.ts';
import { currentAdmin, requireRole } from '#server/auth/request-session.ts';
import type { SessionStore } from '#server/auth/session-store.ts';
import { AppError } from '#server/http/app-error.ts';
import { errorSchema } from '#server/http/error-schema.ts';
import { type SetRateCardDependencies, setRateCard } from './set-rate-card';

// Rate cards (DESIGN deviation 16): anyone may read a country's payout rules (the sign-up pages and
// the checkout show them); only an administrator sets them.

export function registerRateCardRoutes(
  app: FastifyInstance,
  deps: SetRateCardDependencies & {
    sessions: SessionStore;
    findAdmin: (id: number) => Promise<SessionUser | null>;
  },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = requireRole(deps.sessions, 'admin');

  const admin = (request: FastifyRequest) => currentAdmin(deps.sessions, request, deps.findAdmin);

  api.get(
    '/api/rate-cards/:countryCode',
    {
      schema: {
        tags: ['rate-cards'],
        summary: "A country's payout rules, in its currency",
        params: rateCardParamsSchema,
        response: { 200: rateCardSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const card = await deps.rateCards.findRateCard(request.params.countryCode);
      if (!card) throw new AppError(404, 'no_rate_card', 'No rate card is set for this country yet');
      return card;
    },
  );

  api.put(
    '/api/admin/rate-cards/:countryCode',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['admin'],
        summary: "Set or replace a country's payout rules",
        params: rateCardParamsSchema,
        body: rateCardBodySchema,
        response: {
          200: rateCardSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => setRateCard(deps, await admin(request), request.params.countryCode, request.body),
  );
}
