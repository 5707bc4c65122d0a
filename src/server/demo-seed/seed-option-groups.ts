import { sql } from 'drizzle-orm';
import { type DbOrTx, executeRows } from '../db/client';
import type { StoredOptionGroup } from '../db/schema';
import type { SeedMenuItem } from './seed-data';

// The demo's option groups get their ids from menu_option_ids, as the menu editor's do: one
// statement per restaurant reserves them all.

export async function withOptionIds(
  tx: DbOrTx,
  menu: readonly SeedMenuItem[],
): Promise<(Omit<SeedMenuItem, 'optionGroups'> & { optionGroups: StoredOptionGroup[] })[]> {
  const needed = menu.reduce(
    (count, item) =>
      count + (item.optionGroups ?? []).reduce((sum, group) => sum + 1 + group.options.length, 0),
    0,
  );
  const ids =
    needed === 0
      ? []
      : (
          await executeRows<{ id: number }>(
            tx,
            sql`select nextval('menu_option_ids')::int as id from generate_series(1, ${needed}::int)`,
          )
        ).map((row) => row.id);
  let next = 0;
  const take = () => {
    const id = ids[next++];
    if (id === undefined) throw new Error('Too few option ids were reserved');
    return id;
  };
  return menu.map((item) => ({
    ...item,
    optionGroups: (item.optionGroups ?? []).map((group) => ({
      id: take(),
      ...group,
      options: group.options.map((option) => ({ id: take(), ...option })),
    })),
  }));
}
