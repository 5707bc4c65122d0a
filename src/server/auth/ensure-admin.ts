import { sql } from 'drizzle-orm';
import { ConfigError } from '../config';
import type { Database } from '../db/client';
import { admins } from '../db/schema';
import { isCommonPassword } from './common-passwords';
import { hashPassword } from './password';

/** Said when the administrator's new password is one of the most common ones. */
export const ADMIN_PASSWORD_TOO_COMMON =
  'The admin password is too common (one of the 10,000 most common passwords): choose another.';

/**
 * Creates an admin with this email unless one exists (case-insensitive). Used by ADMIN_EMAIL /
 * ADMIN_PASSWORD on start-up and by `npm run admin:create`. An existing admin's password is left
 * alone: changing it is a deliberate act, not a side effect of a restart.
 *
 * A new admin's password must not be a common one (the rule partner registration applies): that is
 * refused with a ConfigError, which the server's start-up reports as it reports a bad setting.
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
  if (isCommonPassword(input.password)) throw new ConfigError(ADMIN_PASSWORD_TOO_COMMON);
  const password = await hashPassword(input.password);
  const inserted = await db
    .insert(admins)
    .values({ email, password, name: input.name ?? 'Administrator' })
    .onConflictDoNothing()
    .returning({ id: admins.id });
  return { created: inserted.length > 0 };
}
