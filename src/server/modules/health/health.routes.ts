import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { healthSchema, startingHealthSchema } from '#domain/health/responses.ts';
import type { AppConfig } from '#server/config.ts';
import type { DatabaseHandle } from '#server/db/client.ts';

// For load balancers and uptime checks: 200 only when the database answers. Operators also see
// which mode, payment provider and live hub this instance runs with.
export function registerHealthRoutes(
  app: FastifyInstance,
  database: DatabaseHandle,
  config: Pick<AppConfig, 'mode' | 'paymentsMode'>,
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Service, database, payments and live hub state',
        // While the server starts, its starting listener answers the second shape (decision 0038);
        // it is listed here so that the API's documentation shows it.
        response: { 200: healthSchema, 503: z.union([healthSchema, startingHealthSchema]) },
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
          mode: config.mode,
          payments: config.paymentsMode,
          database: up ? 'up' : 'down',
          databaseKind: database.kind,
          // The hub is created after the routes are declared; it exists by the time a request comes.
          hub: app.hub.kind,
          hubConnected: app.hub.connected,
        });
    },
  );
}
