import { ensureAdmin } from '../auth/ensure-admin';
import { retireDemoAdmin } from '../auth/retire-demo-admin';
import type { AppConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { seedDemoData } from '../demo-seed/seed';
import { seedDemoOrders } from '../demo-seed/seed-demo-orders';
import type { StartupTimer } from './startup-timer';

/**
 * The administrator from ADMIN_EMAIL (retiring the demo one) and the demo data on an empty
 * marketplace: each a single query when there is nothing to do.
 */
export async function prepareData(
  database: DatabaseHandle,
  config: AppConfig,
  timer: StartupTimer,
): Promise<{ retiredDemoAdmin: boolean }> {
  const { adminEmail: email, adminPassword: password } = config;
  const retiredDemoAdmin =
    email && password
      ? await timer.step('admin', async () => {
          await ensureAdmin(database.db, { email, password });
          return retireDemoAdmin(database.db);
        })
      : false;
  if (config.seedDemo) {
    const seeded = await timer.step('demo data', () => seedDemoData(database.db));
    // Past orders only into the embedded demo, never into a PostgreSQL someone runs for real.
    if (seeded.seeded && config.mode === 'demo') {
      await timer.step('demo order history', () => seedDemoOrders(database.db));
    }
  }
  return { retiredDemoAdmin };
}
