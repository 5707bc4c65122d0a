import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { PartnerRole } from '#domain/accounts/roles.ts';
import { driverRegistrationSchema } from '#domain/registration/driver-requests.ts';
import { type RegistrationResult, registrationResultSchema } from '#domain/registration/responses.ts';
import { restaurantRegistrationSchema } from '#domain/registration/restaurant-requests.ts';
import { errorSchema } from '#server/http/error-schema.ts';
import { type RegistrationDependencies, registerPartner } from './register-partner';

// POST /api/drivers/register and /api/restaurants/register (SPEC section 7). Rate limited per
// address: each sign-up costs a password hash, and mass sign-ups would flood the admin's queue.

const REGISTRATION_RATE_LIMIT = { max: 20, timeWindow: '1 hour' };

const responses = {
  201: registrationResultSchema,
  400: errorSchema,
  409: errorSchema,
  429: errorSchema,
  503: errorSchema,
};

export function registerRegistrationRoutes(app: FastifyInstance, deps: RegistrationDependencies): void {
  registerForm(app, 'driver', '/api/drivers/register', driverRegistrationSchema, (input) =>
    registerPartner(deps, 'driver', input),
  );
  registerForm(app, 'restaurant', '/api/restaurants/register', restaurantRegistrationSchema, (input) =>
    registerPartner(deps, 'restaurant', input),
  );
}

function registerForm<S extends z.ZodType>(
  app: FastifyInstance,
  role: PartnerRole,
  path: string,
  body: S,
  register: (input: z.output<S>) => Promise<RegistrationResult>,
): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    path,
    {
      config: { rateLimit: REGISTRATION_RATE_LIMIT },
      schema: { tags: ['registration'], summary: `Apply as a ${role}`, body, response: responses },
    },
    async (request, reply) => {
      const result = await register(request.body as z.output<S>);
      request.log.info({ [`${role}Id`]: result.id }, `${role} registered`);
      return reply.status(201).send(result);
    },
  );
}
