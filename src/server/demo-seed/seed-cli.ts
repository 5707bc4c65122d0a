// `npm run db:seed`: adds the demo marketplace to an empty database (does nothing otherwise).
import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/open-from-config';
import { seedDemoData } from './seed';

const database = await openConfiguredDatabase(loadConfig());
try {
  const result = await seedDemoData(database.db);
  console.log(
    result.seeded
      ? `Seeded ${result.restaurants} restaurants, ${result.menuItems} menu items and ${result.drivers} drivers.`
      : 'The database already has restaurants; demo data was not added.',
  );
} finally {
  await database.close();
}
