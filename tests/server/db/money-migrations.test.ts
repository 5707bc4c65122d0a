import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offersToPromotions } from '#server/db/data-steps.ts';
import { runMigrations } from '#server/db/migrate.ts';
import { freshDatabase, migrationsBefore } from '../../support/migration-databases';

// Upgrading a database from before currencies (decision 0030): orders learn the currency of their
// restaurant's country, every country with approved partners keeps the rules it was paid by as its
// rate card, and free-text offers become promotions. On both databases.

describe('migrations 0013-0015 and the offers data step on an existing database', () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let previous: string;

  beforeAll(async () => {
    db = await freshDatabase();
    previous = await migrationsBefore('0013_money_in_currencies');
    await runMigrations(db.handle, { migrationsFolder: previous, postgresUrl: db.postgresUrl });
    await db.query(
      `insert into restaurants (id, name, cuisine, country, is_approved, offer) values
         (1, 'Toronto', 'Pizza', 'Canada', true, '20% off your first order'),
         (2, 'Tokyo', 'Ramen', 'JP', true, '$5 off orders over $30'),
         (3, 'Nowhere', 'Soup', 'Atlantis', true, 'Free dessert with every order'),
         (4, 'Berlin', 'Currywurst', 'Germany', false, null)`,
    );
    for (const [id, restaurantId] of [
      [1, 1],
      [2, 2],
      [3, 3],
    ]) {
      await db.query(
        `insert into orders (id, restaurant_id, customer_name, customer_phone, customer_phone_normalized,
           customer_address, items, subtotal, delivery_fee, total, driver_pay, delivery_code)
         values ($1, $2, 'A', '+14165550177', '+14165550177', '1 King St', '[]', 10, 4.99, 14.99, 5, '1234')`,
        [id, restaurantId],
      );
    }
    await runMigrations(db.handle, { postgresUrl: db.postgresUrl });
  });
  afterAll(async () => {
    await db?.close();
    if (previous) await rm(previous, { recursive: true, force: true });
  });

  it("gives every order its restaurant country's currency (USD where the country is unknown)", async () => {
    expect(await db.query('select id, currency, total_cents::text as cents from orders order by id')).toEqual(
      [
        { id: 1, currency: 'CAD', cents: '1499' },
        { id: 2, currency: 'JPY', cents: '1499' },
        { id: 3, currency: 'USD', cents: '1499' },
      ],
    );
  });

  it("keeps the spec's rules for the US, Canada and every served country with approved partners", async () => {
    const cards = await db.query<{ country_code: string; currency: string; driver_base: string }>(
      'select country_code, currency, driver_base::text from rate_cards order by country_code',
    );
    // Germany's restaurant is not approved, Atlantis is no country of the catalogue.
    expect(cards).toEqual([
      { country_code: 'CA', currency: 'CAD', driver_base: '5.00' },
      { country_code: 'JP', currency: 'JPY', driver_base: '5.00' },
      { country_code: 'US', currency: 'USD', driver_base: '5.00' },
    ]);
  });

  it('turns each offer into the promotion it describes, once, and clears the text', async () => {
    const made = await db.query(
      `select restaurant_id as "restaurantId", title, kind, value::text, min_subtotal::text as "minSubtotal",
         first_order_only as "firstOrderOnly", is_active as "isActive" from promotions order by restaurant_id`,
    );
    expect(made).toEqual([
      {
        restaurantId: 1,
        title: '20% off your first order',
        kind: 'percent',
        value: '20.00',
        minSubtotal: '0.00',
        firstOrderOnly: true,
        isActive: true,
      },
      {
        restaurantId: 2,
        title: '$5 off orders over $30',
        kind: 'amount',
        value: '5.00',
        minSubtotal: '30.00',
        firstOrderOnly: false,
        isActive: true,
      },
      {
        restaurantId: 3,
        title: 'Free dessert with every order',
        kind: 'percent',
        value: '0.00',
        minSubtotal: '0.00',
        firstOrderOnly: false,
        isActive: false,
      },
    ]);
    expect(await db.query('select id from restaurants where offer is not null')).toEqual([]);
    expect(await db.query('select name from data_steps')).toContainEqual({ name: offersToPromotions.name });
    await runMigrations(db.handle, { postgresUrl: db.postgresUrl });
    expect(await db.query('select id from promotions')).toHaveLength(3);
  });
});
