import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

// What keeps the service honest and safe: the admins' audit trail and the shared rate-limit counters.

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial().primaryKey(),
    actorType: text().notNull(),
    actorId: integer(),
    action: text().notNull(),
    targetType: text().notNull(),
    targetId: integer(),
    details: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt.desc())],
);

/**
 * Counters of the rate limits and the failed-sign-in throttle on PostgreSQL, so every app instance
 * counts against one budget and a restart forgets nothing. One row per limited key (route and
 * client address, or a hashed sign-in address and email); the window ends at expires_at, after
 * which the next hit starts a new one and each instance's sweep deletes rows nobody hit again.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text().primaryKey(),
    hits: integer().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_expires_idx').on(t.expiresAt)],
);
