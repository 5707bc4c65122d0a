import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { menuItemSchema, restaurantSchema } from '#domain/catalogue/responses.ts';
import { wallTimeAt } from '#domain/opening-hours/zoned-time.ts';
import { idParamSchema } from '#domain/shared/ids.ts';
import { AppError } from '#server/http/app-error.ts';
import type { CatalogueCache } from '#server/http/catalogue-cache.ts';
import { errorSchema } from '#server/http/error-schema.ts';
import { sendJsonText } from '#server/http/json-answer.ts';
import { catalogueKeys } from './catalogue.keys';
import type { CatalogueRepo } from './catalogue.repo';
import { listWithOpening, withOpening } from './opening-now';

const restaurantParams = z.object({ id: idParamSchema });
const listQuery = z.object({ country: z.string().trim().min(1).max(80).optional() });
const RESTAURANT_NOT_FOUND = 'Restaurant not found';

// Cached bodies are already JSON bytes: sent as they are, they skip per-request serialisation.
function sendJson(reply: FastifyReply, json: Buffer | undefined) {
  if (json === undefined) throw AppError.notFound(RESTAURANT_NOT_FOUND);
  return sendJsonText(reply, json);
}

export function registerCatalogueRoutes(
  app: FastifyInstance,
  repo: CatalogueRepo,
  cache: CatalogueCache,
  /** The clock opening hours are read against. */
  now: () => Date = () => new Date(),
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Every list says which restaurants are open, read in their time zones: the first such reading in
  // a process loads ICU's time-zone data (tens of milliseconds). Done while the app gets ready (at
  // start, while it waits for the database), not in the first visitor's request.
  app.addHook('onReady', async () => {
    wallTimeAt(now(), 'UTC');
  });

  r.get(
    '/api/restaurants',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Approved restaurants, optionally in one country',
        querystring: listQuery,
        response: { 200: z.array(restaurantSchema), 400: errorSchema },
      },
    },
    async (request, reply) => {
      const { country } = request.query;
      return sendJson(
        reply,
        await cache.getExpiring(catalogueKeys.list(country), async () =>
          listWithOpening(await repo.listApprovedRestaurants(country), now()),
        ),
      );
    },
  );

  r.get(
    '/api/restaurants/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One approved restaurant',
        params: restaurantParams,
        response: { 200: restaurantSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      return sendJson(
        reply,
        await cache.getExpiring(catalogueKeys.restaurant(id), async () => {
          const restaurant = await repo.findApprovedRestaurant(id);
          return restaurant && withOpening(restaurant, now());
        }),
      );
    },
  );

  r.get(
    '/api/restaurants/:id/menu',
    {
      schema: {
        tags: ['catalogue'],
        summary: "An approved restaurant's menu",
        params: restaurantParams,
        response: { 200: z.array(menuItemSchema), 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const json = await cache.get(catalogueKeys.menu(id), async () => {
        const restaurant = await repo.findApprovedRestaurant(id);
        return restaurant ? repo.listMenu(id, restaurant.currency) : undefined;
      });
      return sendJson(reply, json);
    },
  );
}
