import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ordersPhoneE164, runDataSteps, storedPhoneE164 } from '#server/db/data-steps.ts';
import { runMigrations } from '#server/db/migrate.ts';
import { freshDatabase, migrationsBefore } from '../../support/migration-databases';

// Orders stored before phones were numbers (digits in customer_phone_normalized, the phone as typed
// in customer_phone) are re-read into E.164 by the migrator's data step, each in its restaurant's
// country, in batches, once (decision 0028). On both databases: PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set.

const DATA_STEPS_MIGRATION = '0012_data_steps';

interface StoredRow {
  id: number;
  customer_phone: string;
  customer_phone_normalized: string;
}

describe(`the data step of migration ${DATA_STEPS_MIGRATION}: order phones in E.164`, () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let previous: string;
  const stored = () =>
    db.query<StoredRow>('select id, customer_phone, customer_phone_normalized from orders order by id');

  beforeAll(async () => {
    db = await freshDatabase();
    previous = await migrationsBefore(DATA_STEPS_MIGRATION);
    // The database as the release before left it, with orders stored the old way.
    await runMigrations(db.handle, { migrationsFolder: previous, postgresUrl: db.postgresUrl });
    await db.query(
      `insert into restaurants (id, name, cuisine, country) values
         (1, 'Toronto', 'Pizza', 'Canada'), (2, 'London', 'Curry', 'United Kingdom'),
         (3, 'Tokyo', 'Ramen', 'Japan'), (4, 'Nowhere', 'Soup', 'Atlantis')`,
    );
    const order = (id: number, restaurantId: number, typed: string) =>
      db.query(
        `insert into orders (id, restaurant_id, customer_name, customer_phone, customer_phone_normalized,
           customer_address, items, subtotal, delivery_fee, total, delivery_code)
         values ($1, $2, 'A', $3, $4, '1 King St', '[]', 10, 4.99, 14.99, '1234')`,
        // The old normalisation: spaces, dashes, dots, parentheses and a leading '+' stripped.
        [
          id,
          restaurantId,
          typed,
          typed
            .trim()
            .replace(/[\s\-.()]/g, '')
            .replace(/^\+/, ''),
        ],
      );
    await order(1, 1, '+1 416 555 0177');
    await order(2, 1, '4165550177');
    await order(3, 1, '(416) 555-0177');
    await order(4, 1, '416.555.0177');
    await order(5, 2, '020 7946 0958');
    await order(6, 2, '+44 20 7946 0958');
    await order(7, 3, '03-1234-5678');
    await order(8, 3, '+81 3-1234-5678');
    // Digits with their country code but no '+', typed for a London restaurant: a Canadian number.
    await order(9, 2, '14165550177');
    // An unknown country reads in Canada.
    await order(10, 4, '416 555 0178');
    // Not a phone number anywhere (the old rule took 7 to 20 digits): left as it was.
    await order(11, 1, '0000000');
  });
  afterAll(async () => {
    await db?.close();
    if (previous) await rm(previous, { recursive: true, force: true });
  });

  it('reads each stored phone in its restaurant country, then records itself, when the migrator runs', async () => {
    await runMigrations(db.handle, { postgresUrl: db.postgresUrl });
    expect(await stored()).toEqual([
      ...[1, 2, 3, 4].map((id) => ({
        id,
        customer_phone: '+14165550177',
        customer_phone_normalized: '+14165550177',
      })),
      { id: 5, customer_phone: '+442079460958', customer_phone_normalized: '+442079460958' },
      { id: 6, customer_phone: '+442079460958', customer_phone_normalized: '+442079460958' },
      { id: 7, customer_phone: '+81312345678', customer_phone_normalized: '+81312345678' },
      { id: 8, customer_phone: '+81312345678', customer_phone_normalized: '+81312345678' },
      { id: 9, customer_phone: '+14165550177', customer_phone_normalized: '+14165550177' },
      { id: 10, customer_phone: '+14165550178', customer_phone_normalized: '+14165550178' },
      { id: 11, customer_phone: '0000000', customer_phone_normalized: '0000000' },
    ]);
    expect(await db.query<{ name: string }>('select name from data_steps')).toContainEqual({
      name: ordersPhoneE164.name,
    });
  });

  it('runs once: the migrator skips a recorded step, and the step itself changes nothing the second time', async () => {
    const before = await stored();
    // An order written the old way after the step ran (by hand) is not touched by the migrator again...
    await db.query(`update orders set customer_phone = '416 555 0177' where id = 1`);
    const logged: string[] = [];
    await runMigrations(db.handle, { postgresUrl: db.postgresUrl, log: (line) => logged.push(line) });
    expect(logged).toEqual([]);
    expect((await stored())[0]).toMatchObject({ customer_phone: '416 555 0177' });
    // ...and running the step again (in small batches) converts exactly that row and nothing else.
    const summary = await ordersPhoneE164.run(db.query, { batchSize: 3 });
    expect(summary).toBe('1 order phone(s) now in E.164, 1 kept as stored (not a phone number)');
    expect(await stored()).toEqual(before);
    expect(await ordersPhoneE164.run(db.query, { batchSize: 3 })).toBe(
      '0 order phone(s) now in E.164, 1 kept as stored (not a phone number)',
    );
    expect(await stored()).toEqual(before);
  });

  it('runs a step not yet recorded, records it and says what it did', async () => {
    const ran: string[] = [];
    const logged: string[] = [];
    const step = {
      name: 'test_step',
      async run() {
        ran.push('test_step');
        return 'nothing to do';
      },
    };
    expect(
      await runDataSteps(db.query, { steps: [ordersPhoneE164, step], log: (l) => logged.push(l) }),
    ).toEqual(['test_step']);
    expect(await runDataSteps(db.query, { steps: [ordersPhoneE164, step] })).toEqual([]);
    expect(ran).toEqual(['test_step']);
    expect(logged).toEqual(['Data step test_step: nothing to do']);
  });
});

describe('storedPhoneE164', () => {
  it('reads the phone as typed in the restaurant country, else its digits as an international number', () => {
    expect(
      storedPhoneE164({ customerPhone: '(416) 555-0177', normalized: '4165550177', country: 'Canada' }),
    ).toBe('+14165550177');
    expect(
      storedPhoneE164({
        customerPhone: '020 7946 0958',
        normalized: '02079460958',
        country: 'United Kingdom',
      }),
    ).toBe('+442079460958');
    expect(
      storedPhoneE164({ customerPhone: '442079460958', normalized: '442079460958', country: 'Canada' }),
    ).toBe('+442079460958');
    expect(storedPhoneE164({ customerPhone: '12', normalized: '12', country: null })).toBeNull();
  });
});
