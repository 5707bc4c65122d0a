import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurantTimeZones } from '#server/db/data-steps.ts';
import { runMigrations } from '#server/db/migrate.ts';
import { freshDatabase, migrationsBefore } from '../../support/migration-databases';

// Restaurants stored before they had a time zone get the one their position says, else their
// city's and country's, when the migrator runs (decision 0033). On PGlite, and on PostgreSQL when
// TEST_DATABASE_URL is set.

const MIGRATION = '0017_item_options_notes_hours_scheduling';

describe(`the data step of migration ${MIGRATION}: restaurant time zones`, () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let previous: string;
  const zones = async () =>
    (
      await db.query<{ id: number; time_zone: string }>('select id, time_zone from restaurants order by id')
    ).map((row) => row.time_zone);

  beforeAll(async () => {
    db = await freshDatabase();
    previous = await migrationsBefore(MIGRATION);
    await runMigrations(db.handle, { migrationsFolder: previous, postgresUrl: db.postgresUrl });
    await db.query(
      `insert into restaurants (id, name, cuisine, country, city, latitude, longitude) values
         (1, 'Vancouver by position', 'Sushi', 'Canada', 'Toronto', 49.2827, -123.1207),
         (2, 'Tokyo', 'Ramen', 'Japan', 'Tokyo', 35.6637, 139.6992),
         (3, 'Calgary by city', 'Steak', 'Canada', 'Calgary', null, null),
         (4, 'Auckland by country', 'Pies', 'New Zealand', 'Wellington', null, null),
         (5, 'Nowhere', 'Soup', 'Atlantis', 'Atlantis', null, null)`,
    );
  });
  afterAll(async () => {
    await db?.close();
    if (previous) await rm(previous, { recursive: true, force: true });
  });

  it('fills each zone once, from the position, else the city and country, else leaves UTC', async () => {
    await runMigrations(db.handle, { postgresUrl: db.postgresUrl });
    expect(await zones()).toEqual([
      'America/Vancouver',
      'Asia/Tokyo',
      'America/Edmonton',
      'Pacific/Auckland',
      'UTC',
    ]);
    // A zone the restaurant chose since is never overwritten; running again changes nothing.
    await db.query(`update restaurants set time_zone = 'America/Toronto' where id = 1`);
    expect(await restaurantTimeZones.run(db.query, { batchSize: 2 })).toBe(
      '0 restaurant(s) now read their hours in their own time zone',
    );
    expect((await zones())[0]).toBe('America/Toronto');
  });
});
