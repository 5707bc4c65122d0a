import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toE164 } from '#domain/shared/phone.ts';
import { orders } from '#server/db/schema.ts';
import { payFromOwnAddress, postOrder, storedCounts, UNLIMITED_ENV } from '../../support/order-requests';
import { type MenuItemRow, menuOf, orderBody, uniquePhone } from '../../support/orders';
import { buildTestApp, type TestApp } from '../../support/test-app';

// Orders placed at the same moment (on PostgreSQL truly in parallel): distinct attempts all land,
// retries of one attempt land once, and one payment pays for one order only.

let t: TestApp;
let item: MenuItemRow;
beforeAll(async () => {
  t = await buildTestApp({ env: UNLIMITED_ENV });
  const [first] = await menuOf(t.app, 1);
  if (!first) throw new Error('restaurant 1 has no menu');
  item = first;
});
afterAll(() => t.close());

const ordersOfPhone = (phone: string) =>
  t.database.handle.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.customerPhoneNormalized, toE164(phone, 'CA') ?? phone));

describe('parallel orders', () => {
  it('stores 50 orders for 50 parallel POSTs with distinct keys', async () => {
    const phone = uniquePhone();
    const before = await storedCounts(t.database.handle.db);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        postOrder(t.app, orderBody([{ item, quantity: 2 }], { customerPhone: phone })),
      ),
    );
    expect(responses.map((res) => res.statusCode)).toEqual(Array(50).fill(201));
    const ids = new Set(responses.map((res) => (res.json() as { id: number }).id));
    expect(ids.size).toBe(50);
    expect((await ordersOfPhone(phone)).length).toBe(50);
    expect(await storedCounts(t.database.handle.db)).toEqual({
      orders: before.orders + 50,
      orderEvents: before.orderEvents + 50,
      idempotencyKeys: before.idempotencyKeys + 50,
    });
  });

  it('stores exactly 1 order for 50 parallel retries of one key, and all 50 answers carry its id', async () => {
    const key = randomUUID();
    const body = orderBody([{ item, quantity: 2 }]);
    const before = await storedCounts(t.database.handle.db);
    const responses = await Promise.all(Array.from({ length: 50 }, () => postOrder(t.app, body, { key })));
    const statuses = responses.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 201).length, JSON.stringify(statuses)).toBe(1);
    expect(statuses.filter((status) => status === 200).length).toBe(49);
    const ids = new Set(responses.map((res) => (res.json() as { id: number }).id));
    expect(ids.size).toBe(1);
    expect((await ordersOfPhone(String(body.customerPhone))).map((row) => row.id)).toEqual([...ids]);
    expect(await storedCounts(t.database.handle.db)).toEqual({
      orders: before.orders + 1,
      orderEvents: before.orderEvents + 1,
      idempotencyKeys: before.idempotencyKeys + 1,
    });
  });

  it('lets exactly 1 of 20 parallel card orders use one paid intent; the other 19 get 409', async () => {
    const body = orderBody([{ item, quantity: 2 }], { paymentMethod: 'card' });
    const { paymentIntentId, confirmStatus } = await payFromOwnAddress(t.app, body);
    expect(confirmStatus).toBe(200);
    const before = await storedCounts(t.database.handle.db);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => postOrder(t.app, { ...body, paymentIntentId })),
    );
    const statuses = responses.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 201).length, JSON.stringify(statuses)).toBe(1);
    const refused = responses.filter((res) => res.statusCode !== 201);
    expect(refused.map((res) => res.statusCode)).toEqual(Array(19).fill(409));
    for (const res of refused) expect(res.json()).toMatchObject({ code: 'payment_already_used' });
    expect((await ordersOfPhone(String(body.customerPhone))).length).toBe(1);
    expect(await storedCounts(t.database.handle.db)).toEqual({
      orders: before.orders + 1,
      orderEvents: before.orderEvents + 1,
      idempotencyKeys: before.idempotencyKeys + 1,
    });
  });
});
