import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { admins, sessions } from '../db/schema';
import { DEMO_ACCOUNTS } from '../demo-seed/seed';

/**
 * Removes the demo admin, whose password the README publishes, once a real one comes from
 * ADMIN_EMAIL: an embedded database that started as a demo must not keep a known way in after it
 * goes live. Its sessions go in the same transaction. True when there was one to remove.
 */
export async function retireDemoAdmin(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(admins)
      .where(sql`lower(${admins.email}) = ${DEMO_ACCOUNTS.admin.email}`)
      .returning({ id: admins.id });
    for (const { id } of removed) {
      await tx.delete(sessions).where(and(eq(sessions.subjectType, 'admin'), eq(sessions.subjectId, id)));
    }
    return removed.length > 0;
  });
}
