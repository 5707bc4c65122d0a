import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { driverStatementQuerySchema, financeRangeQuerySchema } from '#domain/finance/requests.ts';
import { driverStatementSchema, restaurantStatementSchema } from '#domain/finance/responses.ts';
import { currentSession, requireRole } from '#server/auth/request-session.ts';
import type { SessionStore } from '#server/auth/session-store.ts';
import { errorSchema } from '#server/http/error-schema.ts';
import { driverStatement, driverStatementCsv, driverStatementName } from './driver-statement';
import { PRIVATE_NO_STORE, sendCsv } from './finance.routes';
import { financeRange } from './finance-range';
import {
  restaurantStatement,
  restaurantStatementCsv,
  restaurantStatementName,
  statementCurrency,
} from './restaurant-statement';
import type { StatementsRepo } from './statements.repo';

// The partners' statements: always the signed-in restaurant's or driver's own; no query names
// another partner. Each is in one currency: the restaurant's, or the one the driver asks for.

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema } as const;

export function registerStatementRoutes(
  app: FastifyInstance,
  deps: { statements: StatementsRepo; sessions: SessionStore; timeZone: string },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const restaurantOnly = requireRole(deps.sessions, 'restaurant');
  const driverOnly = requireRole(deps.sessions, 'driver');
  const signedIn = async (request: Parameters<typeof currentSession>[1]) =>
    (await currentSession(deps.sessions, request)).subjectId;

  api.get(
    '/api/restaurant/statement',
    {
      preHandler: restaurantOnly,
      schema: {
        tags: ['restaurant'],
        summary:
          "The restaurant's orders, food sales, discounts, tax, fee share, refunds and net per day and week, in its currency",
        querystring: financeRangeQuerySchema,
        response: { 200: restaurantStatementSchema, ...errors },
      },
    },
    async (request, reply) => {
      const range = financeRange(request.query, deps.timeZone);
      reply.header('cache-control', PRIVATE_NO_STORE);
      return restaurantStatement(deps.statements, await signedIn(request), range);
    },
  );

  api.get(
    '/api/restaurant/statement.csv',
    {
      preHandler: restaurantOnly,
      schema: {
        tags: ['restaurant'],
        summary: 'The statement as CSV: one row per order that took money',
        querystring: financeRangeQuerySchema,
      },
    },
    async (request, reply) => {
      const range = financeRange(request.query, deps.timeZone);
      const restaurantId = await signedIn(request);
      const currency = await statementCurrency(deps.statements, restaurantId);
      return sendCsv(
        reply,
        restaurantStatementName(range),
        restaurantStatementCsv(deps.statements, restaurantId, currency, range),
      );
    },
  );

  api.get(
    '/api/driver/statement',
    {
      preHandler: driverOnly,
      schema: {
        tags: ['driver'],
        summary:
          "Each delivery's pay (base, distance, tip, tip fee), cash collected and weekly totals, in one currency",
        querystring: driverStatementQuerySchema,
        response: { 200: driverStatementSchema, ...errors },
      },
    },
    async (request, reply) => {
      const range = financeRange(request.query, deps.timeZone);
      reply.header('cache-control', PRIVATE_NO_STORE);
      return driverStatement(deps.statements, await signedIn(request), range, request.query.currency ?? null);
    },
  );

  api.get(
    '/api/driver/statement.csv',
    {
      preHandler: driverOnly,
      schema: {
        tags: ['driver'],
        summary: 'The statement as CSV: one row per delivery, in the same currency',
        querystring: driverStatementQuerySchema,
      },
    },
    async (request, reply) => {
      const range = financeRange(request.query, deps.timeZone);
      const currency = request.query.currency ?? null;
      const body = await driverStatementCsv(deps.statements, await signedIn(request), range, currency);
      return sendCsv(reply, driverStatementName(range), body);
    },
  );
}
