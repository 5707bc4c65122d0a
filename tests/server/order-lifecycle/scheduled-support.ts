import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { DeliverySlots, PlacedOrderResponse } from '#domain/ordering/responses.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { createOrderLifecycleRepo } from '#server/modules/order-lifecycle/order-lifecycle.repo.ts';
import { createScheduledOrdersRepo } from '#server/modules/order-lifecycle/scheduled-orders.repo.ts';
import type { ScheduledOrdersDependencies } from '#server/modules/order-lifecycle/scheduled-orders.ts';
import { postOrder } from '../../support/order-requests';
import { linesMeetingMinimum, orderBody, payWithTestCard } from '../../support/orders';

// What the scheduled-order tests share: orders for the next quarter hour (SCHEDULE_MIN_LEAD_MINUTES
// is 0) at restaurant 1, open around the clock, whose 30-minute preparation lead makes them due at
// once; and a release round's dependencies on an app's database and hub.

export const NO_LEAD_ENV = { SCHEDULE_MIN_LEAD_MINUTES: '0' };

export async function firstSlot(app: FastifyInstance, index = 0): Promise<string> {
  const res = await app.inject('/api/restaurants/1/delivery-slots');
  expect(res.statusCode, res.body).toBe(200);
  const slot = (res.json() as DeliverySlots).slots[index];
  if (!slot) throw new Error('restaurant 1 offers no delivery time');
  return slot;
}

/** A scheduled order at restaurant 1, paid by card unless `cash`. */
export async function placeScheduled(
  app: FastifyInstance,
  options: { cash?: boolean; slotIndex?: number } = {},
): Promise<PlacedOrderResponse & { paymentIntentId: string | null }> {
  const body = {
    ...orderBody(await linesMeetingMinimum(app, 1)),
    scheduledFor: await firstSlot(app, options.slotIndex),
  };
  const paymentIntentId = options.cash ? null : (await payWithTestCard(app, body)).paymentIntentId;
  const res = await postOrder(
    app,
    paymentIntentId
      ? { ...body, paymentMethod: 'card', paymentIntentId }
      : { ...body, paymentMethod: 'cash' },
  );
  expect(res.statusCode, res.body).toBe(201);
  return { ...(res.json() as PlacedOrderResponse), paymentIntentId };
}

export function releaseDeps(app: FastifyInstance, database: DatabaseHandle): ScheduledOrdersDependencies {
  const { db } = database;
  return {
    db,
    repo: createOrderLifecycleRepo(db),
    scheduled: createScheduledOrdersRepo(db),
    hub: app.hub,
    log: {
      warn(obj, msg) {
        throw new Error(`${msg}: ${JSON.stringify(obj)}`);
      },
    },
  };
}
