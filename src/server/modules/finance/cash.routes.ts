import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { settlementBodySchema } from '#domain/finance/requests.ts';
import { cashOverviewSchema, settlementSchema } from '#domain/finance/responses.ts';
import { idParamSchema } from '#domain/shared/ids.ts';
import { currentSession, requireRole } from '#server/auth/request-session.ts';
import type { SessionStore } from '#server/auth/session-store.ts';
import type { Database } from '#server/db/client.ts';
import { errorSchema } from '#server/http/error-schema.ts';
import { IDEMPOTENCY_HEADER, readIdempotencyKey } from '#server/http/idempotency.ts';
import type { RealtimeHub } from '#server/realtime/hub.ts';
import type { CashLedgerRepo } from './cash-ledger.repo';
import { cashOverview } from './driver-cash';
import { PRIVATE_NO_STORE } from './finance.routes';
import { recordSettlement } from './record-settlement';

// The admin's Cash tab: what each driver collected at doors, owes after their own pay, and has
// settled; recording a settlement appends to the ledger.

export function registerCashRoutes(
  app: FastifyInstance,
  deps: { db: Database; ledger: CashLedgerRepo; hub: RealtimeHub; sessions: SessionStore },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = requireRole(deps.sessions, 'admin');

  api.get(
    '/api/admin/cash',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['admin'],
        summary: "Every driver's cash collected, pay kept, settlements and balance",
        response: { 200: cashOverviewSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', PRIVATE_NO_STORE);
      return cashOverview(deps.ledger);
    },
  );

  api.post(
    '/api/admin/cash/:driverId/settlements',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Record cash a driver handed over (send an Idempotency-Key header to make retries safe)',
        params: z.object({ driverId: idParamSchema }),
        body: settlementBodySchema,
        response: {
          201: settlementSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const idempotencyKey = readIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]);
      const { subjectId } = await currentSession(deps.sessions, request);
      const settlement = await recordSettlement(deps, {
        adminId: subjectId,
        driverId: request.params.driverId,
        body: request.body,
        idempotencyKey,
      });
      return reply.code(201).send(settlement);
    },
  );
}
