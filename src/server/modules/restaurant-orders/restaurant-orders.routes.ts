import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  acceptOrderSchema,
  delayOrderSchema,
  rejectOrderSchema,
  restaurantOrdersQuerySchema,
  timeZoneQuerySchema,
} from '#domain/restaurant-orders/requests.ts';
import {
  ANALYTICS_DAYS,
  restaurantAnalyticsSchema,
  restaurantOrderPageSchema,
  restaurantOrderSchema,
  restaurantStatsSchema,
  STATUSES_BY_FILTER,
} from '#domain/restaurant-orders/responses.ts';
import { idParamsSchema } from '#domain/shared/ids.ts';
import { currentSession, requireRole } from '#server/auth/request-session.ts';
import type { SessionStore } from '#server/auth/session-store.ts';
import { errorSchema } from '#server/http/error-schema.ts';
import { inTimeZone } from '#server/http/in-time-zone.ts';
import { acceptOrder } from './accept-order';
import { delayOrder } from './delay-order';
import { markOrderReady } from './mark-order-ready';
import { rejectOrder } from './reject-order';
import type { RestaurantOrderDependencies } from './restaurant-order-action';
import { toRestaurantOrder } from './restaurant-order-view';

// The restaurant app's API (issue "The restaurant app for real"): the board's orders, the four
// kitchen actions, the stat cards and the analytics. The restaurant is always the signed-in one.

type Dependencies = Omit<RestaurantOrderDependencies, 'log'> & { sessions: SessionStore };

const actionResponses = {
  200: restaurantOrderSchema,
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
} as const;

export function registerRestaurantOrderRoutes(app: FastifyInstance, deps: Dependencies): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const restaurantOnly = requireRole(deps.sessions, 'restaurant');
  const actor = async (request: FastifyRequest) => {
    const session = await currentSession(deps.sessions, request);
    return { type: session.subjectType, id: session.subjectId } as const;
  };
  const withLog = (request: FastifyRequest): RestaurantOrderDependencies => ({ ...deps, log: request.log });

  api.get(
    '/api/restaurant/orders',
    {
      preHandler: restaurantOnly,
      schema: {
        tags: ['restaurant'],
        summary: "The signed-in restaurant's orders, newest first, one page at a time",
        querystring: restaurantOrdersQuerySchema,
        response: { 200: restaurantOrderPageSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const { subjectId } = await currentSession(deps.sessions, request);
      const { status, before, limit } = request.query;
      // One row more than asked tells whether an older page exists.
      const rows = await deps.kitchen.listOrders({
        restaurantId: subjectId,
        statuses: STATUSES_BY_FILTER[status],
        before,
        limit: limit + 1,
      });
      const page = rows.slice(0, limit);
      const timeline = await deps.repo.timelines(page.map((row) => row.id));
      return {
        orders: page.map((row) => toRestaurantOrder(row, timeline)),
        nextBefore: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
      };
    },
  );

  api.post(
    '/api/orders/:id/accept',
    {
      preHandler: restaurantOnly,
      schema: {
        tags: ['restaurant'],
        summary: 'Accept a new order with a prep time: confirmed -> preparing',
        params: idParamsSchema,
        body: acceptOrderSchema,
        response: actionResponses,
      },
    },
    async (request) => acceptOrder(withLog(request), request.params.id, request.body, await actor(request)),
  );

  api.post(
    '/api/orders/:id/reject',
    {
      preHandler: requireRole(deps.sessions, 'restaurant', 'admin'),
      schema: {
        tags: ['restaurant'],
        summary: 'Reject a new order with a reason: confirmed -> cancelled; a card payment is refunded',
        params: idParamsSchema,
        body: rejectOrderSchema,
        response: actionResponses,
      },
    },
    async (request) => rejectOrder(withLog(request), request.params.id, request.body, await actor(request)),
  );

  api.post(
    '/api/orders/:id/delay',
    {
      preHandler: restaurantOnly,
      schema: {
        tags: ['restaurant'],
        summary: 'Push the ready time back by 5, 10, 15 or 20 minutes while preparing; the customer is told',
        params: idParamsSchema,
        body: delayOrderSchema,
        response: actionResponses,
      },
    },
    async (request) => delayOrder(withLog(request), request.params.id, request.body, await actor(request)),
  );

  api.post(
    '/api/orders/:id/ready',
    {
      preHandler: restaurantOnly,
      schema: {
        tags: ['restaurant'],
        summary: 'Mark an order ready for pickup: preparing -> ready',
        params: idParamsSchema,
        response: actionResponses,
      },
    },
    async (request) => markOrderReady(withLog(request), request.params.id, await actor(request)),
  );

  api.get(
    '/api/restaurant/stats',
    {
      preHandler: restaurantOnly,
      schema: {
        tags: ['restaurant'],
        summary: "Today's revenue, orders, average order value and rating, in the caller's time zone",
        querystring: timeZoneQuerySchema,
        response: { 200: restaurantStatsSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const { subjectId } = await currentSession(deps.sessions, request);
      return inTimeZone(() => deps.kitchen.stats(subjectId, request.query.tz));
    },
  );

  api.get(
    '/api/restaurant/analytics',
    {
      preHandler: restaurantOnly,
      schema: {
        tags: ['restaurant'],
        summary: 'The last 30 days: orders and revenue per day, top 5 items, average prep time',
        querystring: timeZoneQuerySchema,
        response: { 200: restaurantAnalyticsSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const { subjectId } = await currentSession(deps.sessions, request);
      return inTimeZone(() => deps.kitchen.analytics(subjectId, request.query.tz, ANALYTICS_DAYS));
    },
  );
}
