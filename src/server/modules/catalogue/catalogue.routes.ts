import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '../../../domain/ids';
import { AppError } from '../../http/app-error';
import { errorSchema, menuItemSchema, publicRestaurantSchema } from './catalogue.schemas';
import type { CatalogueRepo } from './catalogue.repo';

const restaurantParams = z.object({ id: idParamSchema });
const listQuery = z.object({ country: z.string().trim().min(1).max(80).optional() });
const RESTAURANT_NOT_FOUND = 'Restaurant not found';

export function registerCatalogueRoutes(app: FastifyInstance, repo: CatalogueRepo): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/restaurants',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Approved restaurants, optionally in one country',
        querystring: listQuery,
        response: { 200: z.array(publicRestaurantSchema), 400: errorSchema },
      },
    },
    async (request) => repo.listApprovedRestaurants(request.query.country),
  );

  r.get(
    '/api/restaurants/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One approved restaurant',
        params: restaurantParams,
        response: { 200: publicRestaurantSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const restaurant = await repo.findApprovedRestaurant(request.params.id);
      if (!restaurant) throw AppError.notFound(RESTAURANT_NOT_FOUND);
      return restaurant;
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
    async (request) => {
      const restaurant = await repo.findApprovedRestaurant(request.params.id);
      if (!restaurant) throw AppError.notFound(RESTAURANT_NOT_FOUND);
      return repo.listMenu(request.params.id);
    },
  );
}
