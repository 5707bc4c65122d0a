import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The data steps the migrator has finished, one row each (src/server/db/data-steps.ts): changes to
 * stored rows that SQL cannot make, run once after the SQL migrations.
 */
export const dataSteps = pgTable('data_steps', {
  name: text().primaryKey(),
  completedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
