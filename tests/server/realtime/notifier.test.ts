import { describe, expect, it } from 'vitest';
import { createCatalogueCache } from '#server/http/catalogue-cache.ts';
import { createNotifier } from '#server/realtime/notifier.ts';
import type { SocketRegistry } from '#server/realtime/socket-registry.ts';

// A placement's live events carry the order's fixed facts, so announcing a new order costs no
// read; later events still read them (decision 0019). The registry here records what it is asked
// to send; tests/server/ordering/orders-live.test.ts holds the same messages end to end over real sockets.

function recordingRegistry() {
  const sent: Array<{ to: string; args: unknown[] }> = [];
  const registry = new Proxy(
    {},
    {
      get:
        (_target, to: string) =>
        (...args: unknown[]) =>
          void sent.push({ to, args }),
    },
  ) as SocketRegistry;
  return { registry, sent };
}

function notifierWith(readIds: number[]) {
  const { registry, sent } = recordingRegistry();
  const reads = {
    async findOrderForLiveEvent(orderId: number) {
      readIds.push(orderId);
      return {
        id: orderId,
        restaurantId: 3,
        currentDriverId: null,
        customerName: 'Read Back',
        // Orders store E.164 in both columns (decision 0028).
        customerPhone: '+14165550100',
        customerPhoneNormalized: '+14165550100',
        total: '30.00',
      };
    },
    async findPartnerName() {
      return null;
    },
  };
  const notify = createNotifier({
    registry,
    catalogueCache: createCatalogueCache(),
    reads,
    onError: (error) => {
      throw error;
    },
  });
  return { notify, sent };
}

const placed = {
  restaurantId: 7,
  customerName: 'Ada',
  customerPhone: '+14165550199',
  customerPhoneNormalized: '+14165550199',
  total: '21.50',
};

describe('the notifier', () => {
  it('announces a new order and its payment from the events alone, without reading the order', async () => {
    const reads: number[] = [];
    const { notify, sent } = notifierWith(reads);
    const state = { orderId: 41, version: 1, status: 'confirmed', driverId: null, placed };
    await notify({ kind: 'order_created', ...state });
    await notify({ kind: 'payment_completed', ...state });
    expect(reads).toEqual([]);
    expect(sent).toContainEqual({
      to: 'toAdmins',
      args: [
        {
          type: 'order_created',
          data: { id: 41, restaurantId: 7, customerName: 'Ada', total: '21.50', status: 'confirmed', seq: 1 },
        },
      ],
    });
    expect(sent).toContainEqual({
      to: 'toSubject',
      args: [
        { subjectType: 'restaurant', subjectId: 7 },
        {
          type: 'order_created',
          data: { id: 41, restaurantId: 7, customerName: 'Ada', total: '21.50', status: 'confirmed', seq: 1 },
        },
      ],
    });
    expect(sent).toContainEqual({
      to: 'toCustomers',
      args: [
        '+14165550199',
        41,
        {
          type: 'order_updated',
          data: {
            id: 41,
            customerPhone: '+14165550199',
            restaurantId: 7,
            driverId: null,
            status: 'confirmed',
            seq: 1,
          },
        },
      ],
    });
    expect(sent).toContainEqual({
      to: 'toAdmins',
      args: [{ type: 'payment_completed', data: { orderId: 41, amount: '21.50', seq: 1 } }],
    });
  });

  it('reads the order for an event that does not carry it', async () => {
    const reads: number[] = [];
    const { notify, sent } = notifierWith(reads);
    await notify({ kind: 'order_updated', orderId: 42, version: 2, status: 'preparing', driverId: null });
    expect(reads).toEqual([42]);
    expect(sent).toContainEqual({
      to: 'toSubject',
      args: [
        { subjectType: 'restaurant', subjectId: 3 },
        {
          type: 'order_updated',
          data: {
            id: 42,
            customerPhone: '+14165550100',
            restaurantId: 3,
            driverId: null,
            status: 'preparing',
            seq: 2,
          },
        },
      ],
    });
  });
});
