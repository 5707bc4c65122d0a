import type { RegistrationResult } from '#domain/registration/responses.ts';
import type { Database, DbOrTx } from '#server/db/client.ts';
import { drivers, restaurants } from '#server/db/schema.ts';

// The SQL of partner sign-up: one insert per partner type, answering only the public result.

export type NewDriver = typeof drivers.$inferInsert;
export type NewRestaurant = typeof restaurants.$inferInsert;

const resultColumns = (table: typeof drivers | typeof restaurants) => ({
  id: table.id,
  name: table.name,
  email: table.email,
  isApproved: table.isApproved,
});

function toResult(row: { id: number; name: string; email: string | null; isApproved: boolean } | undefined) {
  if (!row) throw new Error('The partner insert returned no row');
  return { ...row, email: row.email ?? '' };
}

export function createRegistrationRepo(db: Database) {
  return {
    /** Throws PostgreSQL's unique violation when the email (any letter case) is taken. */
    async insertDriver(values: NewDriver, tx: DbOrTx = db): Promise<RegistrationResult> {
      const [row] = await tx.insert(drivers).values(values).returning(resultColumns(drivers));
      return toResult(row);
    },

    /** Throws PostgreSQL's unique violation when the email (any letter case) is taken. */
    async insertRestaurant(values: NewRestaurant, tx: DbOrTx = db): Promise<RegistrationResult> {
      const [row] = await tx.insert(restaurants).values(values).returning(resultColumns(restaurants));
      return toResult(row);
    },
  };
}

export type RegistrationRepo = ReturnType<typeof createRegistrationRepo>;
