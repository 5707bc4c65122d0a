// Child process for the durability tests: opens the embedded database in the given folder,
// then inserts audit rows one by one, printing "ack <id>" after each commit returns.
import { openDatabase } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { auditLog } from '../../src/server/db/schema';

const dataDir = process.argv[2]!;
try {
  const handle = await openDatabase({ kind: 'pglite', dataDir });
  await runMigrations(handle);
  console.log('ready');
  for (let i = 0; ; i++) {
    const [row] = await handle.db
      .insert(auditLog)
      .values({ actorType: 'test', action: 'durability', targetType: 'row', targetId: i })
      .returning({ id: auditLog.id });
    console.log(`ack ${row!.id}`);
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
