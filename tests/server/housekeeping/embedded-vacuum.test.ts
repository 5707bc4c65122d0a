import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '#server/db/client.ts';
import { upkeepFor } from '#server/housekeeping/embedded-vacuum.ts';
import { runHousekeeping } from '#server/housekeeping/housekeeping.ts';
import { createTestModeProvider } from '#server/payment-providers/test-mode-provider.ts';
import { buildTestApp, type TestApp } from '../../support/test-app';

// The embedded database has no autovacuum (decision 0022): each housekeeping round vacuums the
// tables with many dead rows and analyses the ones that changed much, at autovacuum's default
// thresholds. On PostgreSQL the server's own autovacuum does it, and housekeeping leaves it alone.

describe('what autovacuum would do to a table', () => {
  it.each([
    { live: 1000, dead: 251, changed: 0, upkeep: 'vacuum' },
    { live: 1000, dead: 251, changed: 151, upkeep: 'vacuum' },
    { live: 1000, dead: 250, changed: 150, upkeep: undefined },
    { live: 1000, dead: 250, changed: 151, upkeep: 'analyze' },
    { live: 0, dead: 51, changed: 0, upkeep: 'vacuum' },
    { live: 0, dead: 50, changed: 50, upkeep: undefined },
  ])('$live live, $dead dead, $changed changed: $upkeep', ({ live, dead, changed, upkeep }) => {
    expect(upkeepFor({ live, dead, changedSinceAnalyze: changed })).toBe(upkeep);
  });
});

interface TableStats {
  dead: number;
  lastVacuum: Date | null;
  lastAnalyze: Date | null;
}

describe('a housekeeping round', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const round = () =>
    runHousekeeping({ database: t.database.handle, payments: createTestModeProvider(t.database.handle.db) });

  async function statsOf(table: string): Promise<TableStats> {
    const { pglite } = t.database.handle;
    if (pglite) await pglite.query('select pg_stat_force_next_flush()');
    const [row] = await executeRows<TableStats>(
      t.database.handle.db,
      sql`select n_dead_tup::int as dead, last_vacuum as "lastVacuum", last_analyze as "lastAnalyze"
          from pg_stat_user_tables where relname = ${table}`,
    );
    if (!row) throw new Error(`no statistics for ${table}`);
    return row;
  }

  it('vacuums the embedded database’s tables that changed, and then has nothing left to do', async () => {
    const { db, kind } = t.database.handle;
    // Every menu item's row rewritten three times: two dead versions for each live one.
    for (let pass = 0; pass < 3; pass++) {
      await db.execute(sql`update menu_items set description = description || ''`);
    }
    const first = await round();
    const after = await statsOf('menu_items');
    if (kind === 'postgres') {
      // The server's autovacuum is in charge; housekeeping neither counts nor vacuums.
      expect(first.tablesTended).toBe(0);
      expect(after.lastVacuum).toBeNull();
      return;
    }
    expect(first.tablesTended).toBeGreaterThan(0);
    expect(after.dead).toBe(0);
    expect(after.lastVacuum).not.toBeNull();
    expect(after.lastAnalyze).not.toBeNull();

    const second = await round();
    expect(second.tablesTended).toBe(0);
    expect((await statsOf('menu_items')).lastVacuum).toEqual(after.lastVacuum);
  });
});
