import type { FastifyInstance } from 'fastify';
import type { SessionStore } from '#server/auth/session-store.ts';
import type { AppConfig } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import { createEndpointGuard } from '#server/push/endpoint-guard.ts';
import { createPushSender, type PushCounters } from '#server/push/push-sender.ts';
import { createVapidKeySource } from '#server/push/vapid-keys.ts';
import type { RealtimeHub } from '#server/realtime/hub.ts';
import { createPushNotifier } from './notify-on-events';
import { createPushRepo } from './push.repo';
import { registerPushRoutes } from './push.routes';
import { createSubscriberDirectory } from './subscriber-directory';

// Puts Web Push together for buildApp: the key pair (read before the server listens, when the
// database answers; otherwise at first use), the routes, the sender, and the listener of this
// instance's committed events. Closing the app stops the listener, then the sender.

export interface PushStartDependencies {
  db: Database;
  hub: RealtimeHub;
  sessions: SessionStore;
  config: Pick<
    AppConfig,
    | 'vapidPublicKey'
    | 'vapidPrivateKey'
    | 'vapidSubject'
    | 'pushAllowPrivateEndpoints'
    | 'orderAcceptTimeoutSeconds'
    | 'phoneLookupRateLimit'
  >;
  /** Delays before each retry of a failed send; tests shorten them. */
  retryDelaysMs?: readonly number[];
}

export function startPush(
  app: FastifyInstance,
  deps: PushStartDependencies,
): { counters: () => PushCounters } {
  const { config } = deps;
  const repo = createPushRepo(deps.db);
  const keys = createVapidKeySource(config, deps.db);
  const guard = createEndpointGuard({ allowPrivate: config.pushAllowPrivateEndpoints });
  const sender = createPushSender({
    keys,
    guard,
    onGone: (endpoint) => repo.deleteEndpoint(endpoint),
    log: app.log,
    retryDelaysMs: deps.retryDelaysMs,
  });
  const directory = createSubscriberDirectory({
    hub: deps.hub,
    load: () => repo.newOrderSubscribers(),
    onError: (error) => app.log.warn({ err: error }, 'push subscribers could not be read'),
  });
  registerPushRoutes(app, {
    db: deps.db,
    hub: deps.hub,
    repo,
    guard,
    keys,
    sessions: deps.sessions,
    trackingRateLimit: config.phoneLookupRateLimit,
  });
  const stopListening = deps.hub.onCommitted(
    createPushNotifier({
      repo,
      sender,
      orderAcceptTimeoutSeconds: config.orderAcceptTimeoutSeconds,
      mayHaveNewOrderSubscribers: (order) => directory.mayHaveNewOrderSubscribers(order),
      onError: (error) => app.log.error({ err: error }, 'push notification failed'),
    }),
  );
  app.addHook('onClose', async () => {
    stopListening();
    directory.stop();
    await sender.close();
  });
  // Nothing is read at start, so the server's first answers never wait on push: the directory reads
  // its table when first asked (until then a new order asks the database) and the key pair is read
  // at first use.
  directory.start();
  return { counters: sender.counters };
}
