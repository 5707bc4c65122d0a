import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { menuItemSchema } from '#domain/catalogue/responses.ts';
import { menuItemSchema as menuItemInputSchema, menuItemUpdateSchema } from '#domain/menu/requests.ts';
import { idParamsSchema } from '#domain/shared/ids.ts';
import { currentSession, requireRole } from '#server/auth/request-session.ts';
import type { SessionStore } from '#server/auth/session-store.ts';
import { errorSchema } from '#server/http/error-schema.ts';
import { createMenuItem } from './create-menu-item';
import { deleteMenuItem } from './delete-menu-item';
import type { MenuRepo } from './menu.repo';
import type { MenuWriteDependencies } from './publish-menu-change';
import { updateMenuItem } from './update-menu-item';

// Menu management (SPEC section 7): the signed-in restaurant changes its own menu; an admin any.
// Another restaurant's menu or item answers 404.

const guarded = { 401: errorSchema, 403: errorSchema, 404: errorSchema } as const;

export function registerMenuRoutes(
  app: FastifyInstance,
  deps: MenuWriteDependencies & { repo: MenuRepo; sessions: SessionStore },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireRole(deps.sessions, 'restaurant', 'admin');

  api.post(
    '/api/restaurants/:id/menu',
    {
      preHandler,
      schema: {
        tags: ['menu'],
        summary: "Add a dish to the restaurant's menu (that restaurant, or an admin)",
        params: idParamsSchema,
        body: menuItemInputSchema,
        response: { 201: menuItemSchema, 400: errorSchema, ...guarded },
      },
    },
    async (request, reply) => {
      const session = await currentSession(deps.sessions, request);
      const item = await createMenuItem(deps, session, request.params.id, request.body);
      return reply.status(201).send(item);
    },
  );

  api.patch(
    '/api/menu-items/:id',
    {
      preHandler,
      schema: {
        tags: ['menu'],
        summary: 'Change any of a dish’s fields, or only isAvailable',
        params: idParamsSchema,
        body: menuItemUpdateSchema,
        response: { 200: menuItemSchema, 400: errorSchema, ...guarded },
      },
    },
    async (request) => {
      const session = await currentSession(deps.sessions, request);
      return updateMenuItem(deps, session, request.params.id, request.body);
    },
  );

  api.delete(
    '/api/menu-items/:id',
    {
      preHandler,
      schema: {
        tags: ['menu'],
        summary: 'Remove a dish; orders already placed keep their lines',
        params: idParamsSchema,
        response: { 204: z.null().describe('Deleted'), 400: errorSchema, ...guarded },
      },
    },
    async (request, reply) => {
      const session = await currentSession(deps.sessions, request);
      await deleteMenuItem(deps, session, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
