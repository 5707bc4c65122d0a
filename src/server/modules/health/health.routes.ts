import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  databaseKind: z.enum(['pglite', 'postgres']),
});

// For load balancers and uptime checks: 200 only when the database answers.
export function registerHealthRoutes(app: FastifyInstance, database: DatabaseHandle): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Service and database state',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const up = await Promise.race([
        database.ping().then(
          () => true,
          () => false,
        ),
        new Promise<boolean>((resolve) => setTimeout(resolve, 2_000, false).unref()),
      ]);
      return reply
        .status(up ? 200 : 503)
        .header('Cache-Control', 'no-store')
        .send({
          status: up ? 'ok' : 'degraded',
          database: up ? 'up' : 'down',
          databaseKind: database.kind,
        });
    },
  );
}
