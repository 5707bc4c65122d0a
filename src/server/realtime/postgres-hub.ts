import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { deliver, type HubEvent, type HubListener, hubEventSchema, type RealtimeHub } from './hub';

// Cross-instance fan-out through PostgreSQL LISTEN/NOTIFY. Each instance keeps one connection of
// its own for LISTEN (outside the pool, so closing the pool never waits on it); publishing uses
// any pooled connection. Payloads are tiny JSON with ids only.
// If the listening connection drops, it is re-established with a growing delay.

export const HUB_CHANNEL = 'quickbite_events';
const MAX_RETRY_MS = 10_000;

interface Logger {
  warn(obj: unknown, msg: string): void;
  error(obj: unknown, msg: string): void;
}

export async function createPostgresHub(pool: pg.Pool, log: Logger): Promise<RealtimeHub> {
  // The driver is loaded already (the pool is its own); imported here so an embedded start never loads it.
  const { default: pg } = await import('pg');
  const listeners = new Set<HubListener>();
  const committedListeners = new Set<HubListener>();
  /** This instance's own events, after their commit (NOTIFY brings them back to `listeners` too). */
  const committed = (event: HubEvent) => {
    if (committedListeners.size === 0) return;
    setImmediate(
      () =>
        void deliver(committedListeners, event, (error) => log.error({ err: error }, 'hub listener failed')),
    );
  };
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = 250;
  let listenings = 0;
  let retryTimer: NodeJS.Timeout | undefined;

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== HUB_CHANNEL || !message.payload) return;
    let event: HubEvent;
    try {
      event = hubEventSchema.parse(JSON.parse(message.payload));
    } catch (error) {
      log.warn({ err: error }, 'ignored a malformed hub notification');
      return;
    }
    void deliver(listeners, event, (error) => log.error({ err: error }, 'hub listener failed'));
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client(pool.options);
    next.on('notification', onNotification);
    next.on('error', (error) => {
      log.warn({ err: error }, 'hub connection lost; reconnecting');
      void next.end().catch(() => {});
      if (client === next) client = undefined;
      scheduleReconnect();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${HUB_CHANNEL}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    listenings += 1;
    retryMs = 250;
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().catch((error) => {
        log.warn({ err: error }, 'hub reconnect failed');
        retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
        scheduleReconnect();
      });
    }, retryMs);
    retryTimer.unref();
  };

  // Start even when the database is down (the app answers 503 meanwhile); keep trying.
  await connect().catch((error) => {
    log.warn({ err: error }, 'hub could not listen yet; retrying');
    scheduleReconnect();
  });

  return {
    kind: 'postgres',
    get connected() {
      return client !== undefined;
    },
    get listenings() {
      return listenings;
    },
    async publish(event) {
      await pool.query('select pg_notify($1, $2)', [HUB_CHANNEL, JSON.stringify(event)]);
      committed(event);
    },
    async publishInTransaction(tx, event) {
      // NOTIFY inside a transaction is delivered at commit and dropped on rollback.
      await tx.execute(sql`select pg_notify(${HUB_CHANNEL}, ${JSON.stringify(event)})`);
      return () => committed(event);
    },
    publishWithStatement(events) {
      const notify = events.map((event) => ({ channel: HUB_CHANNEL, payload: JSON.stringify(event) }));
      return {
        notify,
        afterCommit: () => {
          for (const event of events) committed(event);
        },
      };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onCommitted(listener) {
      committedListeners.add(listener);
      return () => committedListeners.delete(listener);
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      listeners.clear();
      committedListeners.clear();
      const current = client;
      client = undefined;
      if (current) {
        current.removeListener('notification', onNotification);
        await current.end().catch(() => {});
      }
    },
  };
}
