import { describe, expect, it } from 'vitest';
import {
  createSubscriberDirectory,
  type NewOrderSubscribers,
} from '#server/modules/push/subscriber-directory.ts';
import type { HubEvent, HubListener } from '#server/realtime/hub.ts';

// The directory that spares a new order the push statement when nobody could be told of it. It may
// answer "ask" too often, never "nobody" wrongly: each case below is one way it could lose a notice.

function fakeHub() {
  const listeners = new Set<HubListener>();
  return {
    connected: true,
    listenings: 1,
    subscribe(listener: HubListener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    hear(event: HubEvent) {
      for (const listener of listeners) void listener(event);
    },
    orderCreated(orderId: number) {
      this.hear({ kind: 'order_created', orderId, version: 1, status: 'confirmed', driverId: null });
    },
  };
}

const nobody: NewOrderSubscribers = { restaurantIds: [], admins: false };

async function setUp(
  table: NewOrderSubscribers | (() => Promise<NewOrderSubscribers>),
  heardTimeoutMs = 1_000,
  refreshMs = 60_000,
) {
  const hub = fakeHub();
  const errors: unknown[] = [];
  let reads = 0;
  const directory = createSubscriberDirectory({
    hub,
    load: async () => {
      reads += 1;
      return typeof table === 'function' ? table() : table;
    },
    onError: (error) => errors.push(error),
    refreshMs,
    heardTimeoutMs,
  });
  directory.start();
  await directory.read();
  /** Asks for order `orderId` of `restaurantId`, its event heard as the hub would bring it back. */
  const ask = (orderId: number, restaurantId: number) => {
    hub.orderCreated(orderId);
    return directory.mayHaveNewOrderSubscribers({ orderId, restaurantId });
  };
  return { hub, directory, errors, ask, reads: () => reads };
}

describe('the directory of who can be told of a new order', () => {
  it('answers nobody only for a restaurant without a subscription when no admin has one', async () => {
    const { ask, directory } = await setUp({ restaurantIds: [2], admins: false });
    expect(await ask(1, 2)).toBe(true);
    expect(await ask(2, 3)).toBe(false);
    directory.stop();
  });

  it('answers yes for every restaurant when an admin has a subscription', async () => {
    const { ask, directory } = await setUp({ restaurantIds: [], admins: true });
    expect(await ask(1, 7)).toBe(true);
    directory.stop();
  });

  it('learns a subscription from the hub, whichever instance saved it', async () => {
    const { hub, ask, directory } = await setUp(nobody);
    expect(await ask(1, 4)).toBe(false);
    hub.hear({ kind: 'push_subscribed', subjectType: 'restaurant', subjectId: 4 });
    expect(await ask(2, 4)).toBe(true);
    expect(await ask(3, 5)).toBe(false);
    hub.hear({ kind: 'push_subscribed', subjectType: 'admin', subjectId: 1 });
    expect(await ask(4, 5)).toBe(true);
    directory.stop();
  });

  it('answers for an order only once it heard the order, so a subscription committed before it counts', async () => {
    const { hub, directory } = await setUp(nobody);
    let answer: boolean | undefined;
    const asked = directory.mayHaveNewOrderSubscribers({ orderId: 9, restaurantId: 4 }).then((value) => {
      answer = value;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(answer).toBeUndefined();
    // Another instance's subscription, committed before the order, arrives first (commit order).
    hub.hear({ kind: 'push_subscribed', subjectType: 'restaurant', subjectId: 4 });
    hub.orderCreated(9);
    await asked;
    expect(answer).toBe(true);
    directory.stop();
  });

  it('answers at once for an order whose event came back before the question', async () => {
    const { hub, directory } = await setUp(nobody, 60_000);
    hub.orderCreated(11);
    expect(await directory.mayHaveNewOrderSubscribers({ orderId: 11, restaurantId: 4 })).toBe(false);
    directory.stop();
  });

  it('asks the database when the order is not heard in time', async () => {
    const { directory } = await setUp(nobody, 20);
    expect(await directory.mayHaveNewOrderSubscribers({ orderId: 12, restaurantId: 4 })).toBe(true);
    directory.stop();
  });

  it('reads nothing at start: the first question asks the database and starts the first read', async () => {
    const hub = fakeHub();
    let reads = 0;
    const directory = createSubscriberDirectory({
      hub,
      load: async () => {
        reads += 1;
        return nobody;
      },
      onError: (error) => {
        throw error;
      },
    });
    directory.start();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(reads).toBe(0);
    hub.orderCreated(1);
    expect(await directory.mayHaveNewOrderSubscribers({ orderId: 1, restaurantId: 4 })).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(reads).toBe(1);
    hub.orderCreated(2);
    expect(await directory.mayHaveNewOrderSubscribers({ orderId: 2, restaurantId: 4 })).toBe(false);
    directory.stop();
  });

  it('asks the database until its first read succeeds', async () => {
    let fail = true;
    const { ask, directory, errors } = await setUp(async () => {
      if (fail) throw new Error('database down');
      return nobody;
    });
    expect(errors).toHaveLength(1);
    expect(await ask(1, 4)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(errors).toHaveLength(2);
    fail = false;
    // Each such answer also starts a read: once one succeeds, orders are answered from it.
    expect(await ask(2, 4)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await ask(3, 4)).toBe(false);
    directory.stop();
  });

  it('asks the database while the hub is not listening, and after it listened again until it read the table again', async () => {
    let table = nobody;
    const { hub, ask, directory, reads } = await setUp(async () => table);
    expect(await ask(1, 4)).toBe(false);
    hub.connected = false;
    expect(await ask(2, 4)).toBe(true);
    // Meanwhile a subscription was made on another instance: its event was lost with the connection.
    table = { restaurantIds: [4], admins: false };
    hub.connected = true;
    hub.listenings = 2;
    const readsBefore = reads();
    expect(await ask(3, 4)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(reads()).toBe(readsBefore + 1);
    expect(await ask(4, 4)).toBe(true);
    expect(await ask(5, 6)).toBe(false);
    directory.stop();
  });

  it('forgets an ended subscription at its next read of the table', async () => {
    let table: NewOrderSubscribers = { restaurantIds: [4], admins: true };
    const { ask, directory } = await setUp(async () => table, 1_000, 20);
    expect(await ask(1, 4)).toBe(true);
    table = nobody;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await ask(2, 4)).toBe(false);
    directory.stop();
  });

  it('keeps a subscription heard while a read was under way, whose snapshot predates it', async () => {
    let release: (value: NewOrderSubscribers) => void = () => {};
    let slow = false;
    const { hub, ask, directory } = await setUp(() =>
      slow ? new Promise<NewOrderSubscribers>((resolve) => (release = resolve)) : Promise.resolve(nobody),
    );
    slow = true;
    hub.listenings = 2;
    expect(await ask(1, 4)).toBe(true); // starts the slow read
    hub.hear({ kind: 'push_subscribed', subjectType: 'restaurant', subjectId: 4 });
    release(nobody);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await ask(2, 4)).toBe(true);
    expect(await ask(3, 5)).toBe(false);
    directory.stop();
  });
});
