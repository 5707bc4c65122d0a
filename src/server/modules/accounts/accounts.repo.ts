import { eq, sql } from 'drizzle-orm';
import type { SessionUser } from '#domain/accounts/responses.ts';
import type { SubjectType } from '#domain/accounts/roles.ts';
import type { Database } from '#server/db/client.ts';
import { admins, drivers, restaurants } from '#server/db/schema.ts';

// Sign-in look-ups across the three account tables. Emails are matched case-insensitively, as the
// unique indexes on lower(email) guarantee at most one row.

export interface StoredCredentials {
  id: number;
  name: string;
  email: string;
  passwordHash: string | null;
  isApproved: boolean;
}

const tables = { admin: admins, restaurant: restaurants, driver: drivers } as const;

/** Who an account is, in any of the three tables; an admin is always approved. */
function accountColumns(type: SubjectType) {
  const table = tables[type];
  return {
    id: table.id,
    name: table.name,
    email: table.email,
    isApproved: type === 'admin' ? sql<boolean>`true` : (table as typeof drivers).isApproved,
  };
}

export function createAccountsRepo(db: Database) {
  return {
    async findCredentials(type: SubjectType, email: string): Promise<StoredCredentials | null> {
      const table = tables[type];
      const [row] = await db
        .select({ ...accountColumns(type), passwordHash: table.password })
        .from(table)
        .where(sql`lower(${table.email}) = ${email.toLowerCase()}`)
        .limit(1);
      return row ? { ...row, email: row.email ?? email } : null;
    },

    /** The signed-in account for /api/auth/me; null when it no longer exists or lost approval. */
    async findSessionUser(type: SubjectType, id: number): Promise<SessionUser | null> {
      const table = tables[type];
      const [row] = await db.select(accountColumns(type)).from(table).where(eq(table.id, id)).limit(1);
      if (!row?.isApproved) return null;
      return { type, id: row.id, name: row.name, email: row.email ?? '' };
    },

    /** A partner's display name, for live notices; null when it no longer exists. */
    async findPartnerName(type: 'restaurant' | 'driver', id: number): Promise<string | null> {
      const table = tables[type];
      const [row] = await db.select({ name: table.name }).from(table).where(eq(table.id, id)).limit(1);
      return row?.name ?? null;
    },
  };
}

export type AccountsRepo = ReturnType<typeof createAccountsRepo>;
