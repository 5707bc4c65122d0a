import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { financeQuerySchema } from '#domain/finance/requests.ts';
import { financeSummarySchema } from '#domain/finance/responses.ts';
import { todayIn } from '#domain/shared/calendar-days.ts';
import { requireRole } from '#server/auth/request-session.ts';
import type { SessionStore } from '#server/auth/session-store.ts';
import { errorSchema } from '#server/http/error-schema.ts';
import { attachment } from './csv-stream';
import { exportOrdersCsv, financialReportName } from './export-orders-csv';
import type { FinanceRepo } from './finance.repo';
import { financeRange } from './finance-range';
import { financeSummary } from './finance-summary';

// The admin's finance dashboard: sums over a range of whole days in TIME_ZONE, one block per
// currency, and the same orders as a CSV download.

/** Money answers are private and change with every order: never kept by a browser or proxy. */
export const PRIVATE_NO_STORE = 'private, no-store';

/** A money CSV download (RFC 4180, with a header row), saved as `fileName`, never kept. */
export function sendCsv(reply: FastifyReply, fileName: string, csv: string | Readable) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8; header=present')
    .header('content-disposition', attachment(fileName))
    .header('cache-control', PRIVATE_NO_STORE)
    .send(csv);
}

export function registerFinanceRoutes(
  app: FastifyInstance,
  deps: { finance: FinanceRepo; sessions: SessionStore; timeZone: string },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = requireRole(deps.sessions, 'admin');

  api.get(
    '/api/finance/summary',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['finance'],
        summary:
          'Per currency: sums of total, tip, final and estimated pay, refunds and distance per day and in all, the cancelled orders, and the newest orders',
        querystring: financeQuerySchema,
        response: { 200: financeSummarySchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request, reply) => {
      const range = financeRange(request.query, deps.timeZone);
      reply.header('cache-control', PRIVATE_NO_STORE);
      const { status, currency } = request.query;
      return financeSummary(deps.finance, range, status, currency ?? null);
    },
  );

  api.get(
    '/api/finance/orders.csv',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['finance'],
        summary: 'Every order of the range and filters as CSV (RFC 4180), with its currency, streamed',
        querystring: financeQuerySchema,
        // No response schema: the body is CSV text; errors are the usual JSON.
      },
    },
    async (request, reply) => {
      const range = financeRange(request.query, deps.timeZone);
      const fileName = financialReportName(todayIn(deps.timeZone));
      const { status, currency } = request.query;
      return sendCsv(
        reply,
        fileName,
        exportOrdersCsv(deps.finance, range, { status, currency: currency ?? null }),
      );
    },
  );
}
