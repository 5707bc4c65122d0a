import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { createPromotionSchema, updatePromotionSchema } from '#domain/promotions/requests.ts';
import { promotionSchema } from '#domain/promotions/responses.ts';
import { idParamsSchema } from '#domain/shared/ids.ts';
import { currentSession, requireRole } from '#server/auth/request-session.ts';
import type { SessionStore } from '#server/auth/session-store.ts';
import { AppError } from '#server/http/app-error.ts';
import { errorSchema } from '#server/http/error-schema.ts';
import {
  createPromotion,
  deletePromotion,
  type PromotionDependencies,
  updatePromotion,
} from './promotion-changes';

// The signed-in restaurant's promotions (DESIGN deviation 17). The restaurant is the session's;
// another restaurant's promotion is a 404.

const guarded = { 401: errorSchema, 403: errorSchema };

export function registerPromotionRoutes(
  app: FastifyInstance,
  deps: PromotionDependencies & { sessions: SessionStore },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const restaurantOnly = requireRole(deps.sessions, 'restaurant');
  const restaurantId = async (request: Parameters<typeof currentSession>[1]) =>
    (await currentSession(deps.sessions, request)).subjectId;

  api.get(
    '/api/restaurant/promotions',
    {
      preHandler: restaurantOnly,
      schema: { tags: ['partner'], response: { 200: z.array(promotionSchema), ...guarded } },
    },
    async (request) => {
      const id = await restaurantId(request);
      const currency = await deps.repo.restaurantCurrency(id);
      if (currency === null) throw AppError.unauthorized();
      return deps.repo.list(id, currency);
    },
  );

  api.post(
    '/api/restaurant/promotions',
    {
      preHandler: restaurantOnly,
      schema: {
        tags: ['partner'],
        summary: 'Create a promotion, funded by the restaurant',
        body: createPromotionSchema,
        response: { 201: promotionSchema, 400: errorSchema, ...guarded },
      },
    },
    async (request, reply) => {
      const created = await createPromotion(deps, await restaurantId(request), request.body);
      return reply.status(201).send(created);
    },
  );

  api.patch(
    '/api/restaurant/promotions/:id',
    {
      preHandler: restaurantOnly,
      schema: {
        tags: ['partner'],
        params: idParamsSchema,
        body: updatePromotionSchema,
        response: { 200: promotionSchema, 400: errorSchema, 404: errorSchema, ...guarded },
      },
    },
    async (request) => updatePromotion(deps, await restaurantId(request), request.params.id, request.body),
  );

  api.delete(
    '/api/restaurant/promotions/:id',
    {
      preHandler: restaurantOnly,
      schema: {
        tags: ['partner'],
        params: idParamsSchema,
        response: { 204: z.null(), 404: errorSchema, ...guarded },
      },
    },
    async (request, reply) => {
      await deletePromotion(deps, await restaurantId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
