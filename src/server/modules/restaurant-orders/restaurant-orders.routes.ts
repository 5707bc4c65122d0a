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
import { currentSession, requireRole } from '#server/auth/request-session.ts';
import type { SessionStore } from '#server/auth/session-store.ts';
import { actionRoutes } from '#server/http/action-routes.ts';
import { errorSchema } from '#server/http/error-schema.ts';
import { inTimeZone } from '#server/http/in-time-zone.ts';
import { orderViewPage } from '../order-lifecycle/order-views';
import { acceptOrder } from './accept-order';
import { delayOrder } from './delay-order';
import { markOrderReady } from './mark-order-ready';
import { rejectOrder } from './reject-order';
import type { RestaurantOrderDependencies } from './restaurant-order-action';
import { toRestaurantOrder } from './restaurant-order-view';

// The restaurant app's API (issue "The restaurant app for real"): the board's orders, the four
// kitchen actions, the stat cards and the analytics. The restaurant is always the signed-in one.

type Dependencies = Omit<RestaurantOrderDependencies, 'log'> & { sessions: SessionStore };

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
      const { views, nextBefore } = await orderViewPage(
        deps.repo,
        limit,
        (rowsToRead) =>
          deps.kitchen.listOrders({
            restaurantId: subjectId,
            statuses: STATUSES_BY_FILTER[status],
            before,
            limit: rowsToRead,
          }),
        toRestaurantOrder,
      );
      return { orders: views, nextBefore };
    },
  );

  const action = actionRoutes(app, {
    preHandler: restaurantOnly,
    tags: ['restaurant'],
    answer: restaurantOrderSchema,
  });

  action(
    '/api/orders/:id/accept',
    { summary: 'Accept a new order with a prep time: confirmed -> preparing', body: acceptOrderSchema },
    async (request, { id, body }) => acceptOrder(withLog(request), id, body, await actor(request)),
  );

  action(
    '/api/orders/:id/reject',
    {
      summary: 'Reject a new order with a reason: confirmed -> cancelled; a card payment is refunded',
      body: rejectOrderSchema,
      preHandler: requireRole(deps.sessions, 'restaurant', 'admin'),
    },
    async (request, { id, body }) => rejectOrder(withLog(request), id, body, await actor(request)),
  );

  action(
    '/api/orders/:id/delay',
    {
      summary: 'Push the ready time back by 5, 10, 15 or 20 minutes while preparing; the customer is told',
      body: delayOrderSchema,
    },
    async (request, { id, body }) => delayOrder(withLog(request), id, body, await actor(request)),
  );

  action(
    '/api/orders/:id/ready',
    { summary: 'Mark an order ready for pickup: preparing -> ready' },
    async (request, { id }) => markOrderReady(withLog(request), id, await actor(request)),
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
