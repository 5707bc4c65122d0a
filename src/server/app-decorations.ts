import type { SessionStore } from './auth/session-store';
import type { CatalogueCache } from './http/catalogue-cache';
import type { PushCounters } from './push/push-sender';
import type { RealtimeHub } from './realtime/hub';
import type { LiveAbuseSnapshot } from './realtime/live-abuse-counters';
import type { SocketRegistry } from './realtime/socket-registry';

// What buildApp (app.ts) adds to the Fastify instance, typed for every route and hook that reads it.

declare module 'fastify' {
  interface FastifyInstance {
    /** Call invalidate() after any write that changes restaurants or menus. */
    catalogueCache: CatalogueCache;
    sessions: SessionStore;
    hub: RealtimeHub;
    liveSockets: SocketRegistry;
    /** What the live channel refused since start-up, per reason (for metrics). */
    liveAbuse: () => LiveAbuseSnapshot;
    /** Push notifications sent, failed, retried and removed since start-up (for metrics). */
    pushCounters: () => PushCounters;
  }
}
