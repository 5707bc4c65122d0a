import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { pushSubscriptionSchema, pushUnsubscribeSchema } from '#domain/push/requests.ts';
import { pushKeySchema, pushSubscribedSchema } from '#domain/push/responses.ts';
import { trackingTokenParamsSchema } from '#domain/tracking/rules.ts';
import { currentSession, requireRole } from '#server/auth/request-session.ts';
import type { SessionStore } from '#server/auth/session-store.ts';
import type { Database } from '#server/db/client.ts';
import { errorSchema } from '#server/http/error-schema.ts';
import type { EndpointGuard } from '#server/push/endpoint-guard.ts';
import type { VapidKeySource } from '#server/push/vapid-keys.ts';
import type { RealtimeHub } from '#server/realtime/hub.ts';
import { followOrder } from './follow-order';
import type { PushRepo, PushSubject } from './push.repo';
import { subscribe } from './subscribe';
import { unsubscribe } from './unsubscribe';

// Web Push (issue "Never miss an order"): the server's public key, partners' and admins'
// subscriptions (whose they are comes from the session), and a customer's subscription to one
// order (through its tracking token).

export interface PushRouteDependencies {
  repo: PushRepo;
  guard: EndpointGuard;
  keys: VapidKeySource;
  sessions: SessionStore;
  /** Tracking-token requests per client address per minute, as for GET /api/orders/track/{token}. */
  trackingRateLimit: number;
  db: Database;
  hub: RealtimeHub;
}

export function registerPushRoutes(app: FastifyInstance, deps: PushRouteDependencies): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireRole(deps.sessions, 'restaurant', 'driver', 'admin');
  const subjectOf = async (request: FastifyRequest): Promise<PushSubject> => {
    const { subjectType, subjectId } = await currentSession(deps.sessions, request);
    return { subjectType, subjectId };
  };

  api.get(
    '/api/push/key',
    {
      schema: {
        tags: ['push'],
        summary: "The server's Web Push (VAPID) public key: the applicationServerKey browsers subscribe with",
        response: { 200: pushKeySchema },
      },
    },
    async () => ({ publicKey: (await deps.keys.get()).publicKey }),
  );

  const subscriptionErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

  api.post(
    '/api/push/subscriptions',
    {
      preHandler: signedIn,
      schema: {
        tags: ['push'],
        summary:
          "Tell this browser of the signed-in restaurant's, driver's or admin's events (one per endpoint)",
        description:
          "The body is the browser's PushSubscription JSON. The endpoint must be https on a public address.",
        body: pushSubscriptionSchema,
        response: { 201: pushSubscribedSchema, ...subscriptionErrors },
      },
    },
    async (request, reply) => {
      const session = await currentSession(deps.sessions, request);
      await subscribe(deps, await subjectOf(request), request.body, session.tokenHash);
      return reply.status(201).send({ endpoint: request.body.endpoint });
    },
  );

  api.delete(
    '/api/push/subscriptions',
    {
      preHandler: signedIn,
      schema: {
        tags: ['push'],
        summary: "Stop telling this browser (the caller's own subscription only)",
        body: pushUnsubscribeSchema,
        response: { 204: z.null(), ...subscriptionErrors },
      },
    },
    async (request, reply) => {
      await unsubscribe(deps.repo, await subjectOf(request), request.body.endpoint);
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/api/orders/track/:token/push',
    {
      config: { rateLimit: { max: deps.trackingRateLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['orders'],
        summary: "Tell this browser of the order's progress, for the holder of its tracking token",
        description: 'Kept until an hour after the order is delivered or cancelled.',
        params: trackingTokenParamsSchema,
        body: pushSubscriptionSchema,
        response: { 201: pushSubscribedSchema, 400: errorSchema, 404: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      await followOrder(deps, request.params.token, request.body);
      return reply.status(201).send({ endpoint: request.body.endpoint });
    },
  );
}
