import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { admins } from '../db/schema';
import { hashPassword } from './password';

/**
 * Creates an admin with this email unless one exists (case-insensitive). Used by ADMIN_EMAIL /
 * ADMIN_PASSWORD on start-up and by `npm run admin:create`. An existing admin's password is left
 * alone: changing it is a deliberate act, not a side effect of a restart.
 */
export async function ensureAdmin(
  db: Database,
  input: { email: string; password: string; name?: string },
): Promise<{ created: boolean }> {
  const email = input.email.trim();
  const existing = await db
    .select({ id: admins.id })
    .from(admins)
    .where(sql`lower(${admins.email}) = lower(${email})`)
    .limit(1);
  if (existing.length > 0) return { created: false };
  const password = await hashPassword(input.password);
  const inserted = await db
    .insert(admins)
    .values({ email, password, name: input.name ?? 'Administrator' })
    .onConflictDoNothing()
    .returning({ id: admins.id });
  return { created: inserted.length > 0 };
}
