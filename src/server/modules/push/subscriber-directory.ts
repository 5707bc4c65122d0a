import type { HubEvent, RealtimeHub } from '#server/realtime/hub.ts';
import type { PushSubject } from './push.repo';

// Which restaurants, and whether any admin, have a push subscription, kept in memory so that a new
// order nobody could be told of costs no statement: placement is the hot path, and one more
// statement per order costs it about a third of its throughput (docs/performance.md).
//
// It may only ever err towards asking: a restaurant it lists that has since unsubscribed costs a
// statement that finds nobody, while one it missed would lose a notice. So it is read from the table
// when first asked (not at start: the server's first answers must not wait on it) and every
// REFRESH_MS (which is also what forgets ended subscriptions), and it grows on the hub's
// push_subscribed event, which every instance hears, this one included.
//
// Why that is exact across instances: the hub delivers events in commit order, and a new order's own
// order_created comes back through it too. Before answering for an order, the directory waits until
// it has heard that order's event: every subscription committed before the order has been heard by
// then. Until its first read succeeds, while the hub is not listening, after the hub had to listen
// again (events may have been missed meanwhile) until the next read, and when the order's event is
// not heard within HEARD_TIMEOUT_MS, it answers "ask the database".

/** How often the lists are read again from the table. */
export const REFRESH_MS = 30_000;
/** How long to wait for an order's own event to come back through the hub. */
export const HEARD_TIMEOUT_MS = 2_000;
/** Orders heard before anyone asked (the event can overtake the commit's continuation). */
const MAX_HEARD = 10_000;

export interface NewOrderSubscribers {
  restaurantIds: number[];
  admins: boolean;
}

export interface SubscriberDirectoryDependencies {
  hub: Pick<RealtimeHub, 'connected' | 'listenings' | 'subscribe'>;
  load: () => Promise<NewOrderSubscribers>;
  onError: (error: unknown) => void;
  refreshMs?: number;
  heardTimeoutMs?: number;
}

export interface SubscriberDirectory {
  /** False only when neither the restaurant nor any admin can have a subscription. */
  mayHaveNewOrderSubscribers(order: { orderId: number; restaurantId: number }): Promise<boolean>;
  /** Listens to the hub and reads the table every REFRESH_MS; the first read waits for the first question. */
  start(): void;
  /** Reads the table now (or joins the read under way); a failure goes to onError. */
  read(): Promise<void>;
  stop(): void;
}

interface Known {
  restaurants: Set<number>;
  admins: boolean;
  /** hub.listenings when the read began: a later value means events may have been missed. */
  listenings: number;
}

export function createSubscriberDirectory(deps: SubscriberDirectoryDependencies): SubscriberDirectory {
  let known: Known | null = null;
  // Subscriptions heard while a read is under way: its snapshot may predate them.
  let heardDuringRead: PushSubject[] | null = null;
  const heardOrders = new Set<number>();
  const waiting = new Map<number, () => void>();
  let timer: NodeJS.Timeout | undefined;
  let stopListening: (() => void) | undefined;

  const addSubject = (subject: PushSubject) => {
    heardDuringRead?.push(subject);
    if (!known) return;
    if (subject.subjectType === 'admin') known.admins = true;
    if (subject.subjectType === 'restaurant') known.restaurants.add(subject.subjectId);
  };

  const heardOrder = (orderId: number) => {
    const waiter = waiting.get(orderId);
    if (waiter) return waiter();
    heardOrders.add(orderId);
    if (heardOrders.size > MAX_HEARD) heardOrders.delete(heardOrders.values().next().value as number);
  };

  /** Resolves true once the order's event was heard, false after the timeout. */
  const caughtUpWith = (orderId: number): Promise<boolean> => {
    if (heardOrders.delete(orderId)) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timeout = setTimeout(() => {
        waiting.delete(orderId);
        resolve(false);
      }, deps.heardTimeoutMs ?? HEARD_TIMEOUT_MS);
      waiting.set(orderId, () => {
        clearTimeout(timeout);
        waiting.delete(orderId);
        resolve(true);
      });
    });
  };

  const refresh = async () => {
    if (!deps.hub.connected) return;
    const listenings = deps.hub.listenings;
    const heard: PushSubject[] = [];
    heardDuringRead = heard;
    try {
      const loaded = await deps.load();
      known = { restaurants: new Set(loaded.restaurantIds), admins: loaded.admins, listenings };
    } finally {
      heardDuringRead = null;
    }
    for (const subject of heard) addSubject(subject);
  };
  let refreshing: Promise<void> | null = null;
  const refreshInBackground = (): Promise<void> => {
    refreshing ??= refresh()
      .catch(deps.onError)
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };

  const trusted = (current: Known | null): current is Known =>
    current !== null && deps.hub.connected && current.listenings === deps.hub.listenings;

  return {
    async mayHaveNewOrderSubscribers({ orderId, restaurantId }) {
      if (!(await caughtUpWith(orderId))) return true;
      if (!trusted(known)) {
        // Listening again after a loss (or never read): read the table now rather than at the next turn.
        if (deps.hub.connected) void refreshInBackground();
        return true;
      }
      return known.admins || known.restaurants.has(restaurantId);
    },
    start() {
      // Listening from the start, before any read, so no subscription falls between the two.
      stopListening = deps.hub.subscribe((event: HubEvent) => {
        if (event.kind === 'push_subscribed') addSubject(event);
        else if (event.kind === 'order_created') heardOrder(event.orderId);
      });
      timer = setInterval(refreshInBackground, deps.refreshMs ?? REFRESH_MS);
      timer.unref();
    },
    read: refreshInBackground,
    stop() {
      if (timer) clearInterval(timer);
      stopListening?.();
      for (const release of waiting.values()) release();
    },
  };
}
