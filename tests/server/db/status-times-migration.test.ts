import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '#server/db/client.ts';
import { runMigrations } from '#server/db/migrate.ts';
import { migrationsBefore } from '../../support/migration-databases';

// Migration 0009 gives every order already stored its status_times (the first time of each status
// in its order_events), so a database upgraded in place shows the same timelines as before.

const STATUS_TIMES_MIGRATION = '0009_status_times';

describe(`migration ${STATUS_TIMES_MIGRATION}`, () => {
  let handle: DatabaseHandle;
  let previous: string;
  const rawQuery = async <Row>(text: string, params: unknown[] = []) => {
    if (!handle.pglite) throw new Error('An embedded database was expected');
    return (await handle.pglite.query<Row>(text, params)).rows;
  };
  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite' });
    previous = await migrationsBefore(STATUS_TIMES_MIGRATION);
  });
  afterAll(async () => {
    await handle.close();
    await rm(previous, { recursive: true, force: true });
  });

  it('fills status_times from the events of orders stored before it: each status at its first time', async () => {
    await runMigrations(handle, { migrationsFolder: previous });
    await rawQuery(`insert into restaurants (id, name, cuisine) values (1, 'Before', 'Thai')`);
    const order = (id: number) =>
      rawQuery(
        `insert into orders (id, restaurant_id, customer_name, customer_phone, customer_phone_normalized,
           customer_address, items, subtotal, delivery_fee, total, delivery_code)
         values ($1, 1, 'A', '+1 416-555-0100', '14165550100', '1 King St, Toronto', '[]', 10, 4.99, 14.99, '1234')`,
        [id],
      );
    await order(1);
    await order(2);
    // Order 1: "preparing" twice (a delay), written out of order; order 2 has no events at all.
    await rawQuery(
      `insert into order_events (order_id, status, actor_type, created_at) values
         (1, 'ready', 'restaurant', '2026-11-20T12:30:00.250Z'),
         (1, 'preparing', 'restaurant', '2026-11-20T12:20:00.000Z'),
         (1, 'confirmed', 'customer', '2026-11-20T12:00:00.123456Z'),
         (1, 'preparing', 'restaurant', '2026-11-20T12:05:00.000Z')`,
    );

    await runMigrations(handle);

    const rows = await rawQuery<{ id: number; status_times: Record<string, number> }>(
      'select id, status_times from orders order by id',
    );
    expect(rows).toEqual([
      {
        id: 1,
        status_times: {
          confirmed: Date.parse('2026-11-20T12:00:00.123Z'),
          preparing: Date.parse('2026-11-20T12:05:00.000Z'),
          ready: Date.parse('2026-11-20T12:30:00.250Z'),
        },
      },
      { id: 2, status_times: {} },
    ]);
  });
});
