import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import {
  deliverOrderSchema,
  driverDeliveriesQuerySchema,
  driverLocationSchema,
  driverStatusSchema,
} from '#domain/driver-deliveries/requests.ts';
import {
  ACTIVE_DELIVERY_STATUSES,
  DELIVERY_HISTORY_STATUSES,
  driverDeliveryPageSchema,
  driverDeliverySchema,
  driverLocationResultSchema,
  driverOfferSchema,
  driverStatsSchema,
} from '#domain/driver-deliveries/responses.ts';
import { timeZoneQuerySchema } from '#domain/restaurant-orders/requests.ts';
import { idParamsSchema } from '#domain/shared/ids.ts';
import { currentSession, requireRole } from '#server/auth/request-session.ts';
import type { SessionStore } from '#server/auth/session-store.ts';
import { actionRoutes } from '#server/http/action-routes.ts';
import { errorSchema } from '#server/http/error-schema.ts';
import { inTimeZone } from '#server/http/in-time-zone.ts';
import { orderViewPage } from '../order-lifecycle/order-views';
import { claimOrder } from './claim-order';
import { declineOffer } from './decline-offer';
import { deliverOrder } from './deliver-order';
import type { DriverDeliveryDependencies } from './delivery-action';
import { toDriverDelivery } from './delivery-view';
import { driverStats, setDriverOnline } from './driver-stats';
import { listOffers } from './list-offers';
import { departWithOrder, pickUpOrder } from './move-delivery';
import { reportLocation } from './report-location';

// The driver app's API (issue "Deliveries for real"): online state and stat cards, offers with
// their pay, the four delivery actions, live position and the driver's deliveries. The driver is
// always the signed-in one.

type Dependencies = Omit<DriverDeliveryDependencies, 'log'> & { sessions: SessionStore };

const STATUSES_BY_SCOPE = { active: ACTIVE_DELIVERY_STATUSES, history: DELIVERY_HISTORY_STATUSES } as const;

export function registerDriverDeliveryRoutes(app: FastifyInstance, deps: Dependencies): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const driverOnly = requireRole(deps.sessions, 'driver');
  const driverId = async (request: FastifyRequest) =>
    (await currentSession(deps.sessions, request)).subjectId;
  const withLog = (request: FastifyRequest): DriverDeliveryDependencies => ({ ...deps, log: request.log });

  api.get(
    '/api/driver/stats',
    {
      preHandler: driverOnly,
      schema: {
        tags: ['driver'],
        summary: "The driver's online state and stat cards; today is the caller's day in its time zone",
        querystring: timeZoneQuerySchema,
        response: { 200: driverStatsSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const id = await driverId(request);
      return inTimeZone(() => driverStats(deps.deliveries, id, request.query.tz));
    },
  );

  api.patch(
    '/api/driver/status',
    {
      preHandler: driverOnly,
      schema: {
        tags: ['driver'],
        summary: 'Go online (receive offers) or offline',
        querystring: timeZoneQuerySchema,
        body: driverStatusSchema,
        response: { 200: driverStatsSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const id = await driverId(request);
      return inTimeZone(() => setDriverOnline(deps.deliveries, id, request.body.isOnline, request.query.tz));
    },
  );

  api.get(
    '/api/driver/offers',
    {
      preHandler: driverOnly,
      schema: {
        tags: ['driver'],
        summary: 'Orders waiting for a driver, nearest restaurant first, each with its pay',
        response: { 200: z.array(driverOfferSchema), 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => listOffers(deps.deliveries, await driverId(request)),
  );

  api.post(
    '/api/driver/offers/:id/decline',
    {
      preHandler: driverOnly,
      schema: {
        tags: ['driver'],
        summary: 'Decline an offer: hidden from this driver only, at no cost; 404 when it is not an offer',
        params: idParamsSchema,
        response: { 204: z.null(), 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      await declineOffer(deps.deliveries, request.params.id, await driverId(request));
      return reply.status(204).send(null);
    },
  );

  const action = actionRoutes(app, {
    preHandler: driverOnly,
    tags: ['driver'],
    answer: driverDeliverySchema,
  });

  action(
    '/api/orders/:id/claim',
    { summary: 'Accept an offer: the first driver wins, the others get 409' },
    async (request, { id }) => claimOrder(withLog(request), id, await driverId(request)),
  );

  action(
    '/api/orders/:id/pickup',
    { summary: 'Collected from the restaurant: ready -> picked-up' },
    async (request, { id }) => pickUpOrder(withLog(request), id, await driverId(request)),
  );

  action(
    '/api/orders/:id/depart',
    { summary: 'On the way to the customer: picked-up -> on-the-way' },
    async (request, { id }) => departWithOrder(withLog(request), id, await driverId(request)),
  );

  action(
    '/api/orders/:id/deliver',
    {
      summary: "Handed over with the customer's 4-digit code: on-the-way -> delivered",
      body: deliverOrderSchema,
    },
    async (request, { id, body }) => deliverOrder(withLog(request), id, body, await driverId(request)),
  );

  api.post(
    '/api/driver/location',
    {
      preHandler: driverOnly,
      schema: {
        tags: ['driver'],
        summary: "The driver's position, at most every 2 s; relayed to the tracker of the order it carries",
        body: driverLocationSchema,
        response: {
          200: driverLocationResultSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          409: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => reportLocation(deps, await driverId(request), request.body),
  );

  api.get(
    '/api/driver/deliveries',
    {
      preHandler: driverOnly,
      schema: {
        tags: ['driver'],
        summary: "The driver's active deliveries or its history, newest first, one page at a time",
        querystring: driverDeliveriesQuerySchema,
        response: { 200: driverDeliveryPageSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const { scope, before, limit } = request.query;
      const id = await driverId(request);
      const { views, nextBefore } = await orderViewPage(
        deps.repo,
        limit,
        (rowsToRead) =>
          deps.deliveries.listDeliveries({
            driverId: id,
            statuses: STATUSES_BY_SCOPE[scope],
            before,
            limit: rowsToRead,
          }),
        toDriverDelivery,
      );
      return { deliveries: views, nextBefore };
    },
  );
}
