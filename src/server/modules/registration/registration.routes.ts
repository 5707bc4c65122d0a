import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { driverRegistrationSchema } from '../../../domain/schemas/driver';
import { restaurantRegistrationSchema } from '../../../domain/schemas/restaurant';
import type { ScryptCost } from '../../auth/password';
import type { Database } from '../../db/client';
import { errorSchema } from '../../http/error-schema';
import { registerDriver, registerRestaurant } from './register-partner';

// POST /api/drivers/register and /api/restaurants/register (SPEC section 7). Rate limited per
// address: each sign-up costs a password hash, and mass sign-ups would flood the admin's queue.

const REGISTRATION_RATE_LIMIT = { max: 20, timeWindow: '1 hour' };

const registrationResultSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  isApproved: z.boolean(),
});

const responses = { 201: registrationResultSchema, 400: errorSchema, 409: errorSchema, 429: errorSchema };

export function registerRegistrationRoutes(
  app: FastifyInstance,
  deps: { db: Database; passwordCost?: ScryptCost },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/drivers/register',
    {
      config: { rateLimit: REGISTRATION_RATE_LIMIT },
      schema: {
        tags: ['registration'],
        summary: 'Apply as a driver',
        body: driverRegistrationSchema,
        response: responses,
      },
    },
    async (request, reply) => {
      const result = await registerDriver(deps.db, request.body, deps.passwordCost);
      request.log.info({ driverId: result.id }, 'driver registered');
      return reply.status(201).send(result);
    },
  );

  api.post(
    '/api/restaurants/register',
    {
      config: { rateLimit: REGISTRATION_RATE_LIMIT },
      schema: {
        tags: ['registration'],
        summary: 'Apply as a restaurant',
        body: restaurantRegistrationSchema,
        response: responses,
      },
    },
    async (request, reply) => {
      const result = await registerRestaurant(deps.db, request.body, deps.passwordCost);
      request.log.info({ restaurantId: result.id }, 'restaurant registered');
      return reply.status(201).send(result);
    },
  );
}
