// `npm run db:migrate`: applies the committed migrations to the configured database.
import { loadConfig } from '../config';
import { openConfiguredDatabase } from './open-from-config';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
await database.close();
console.log(
  `Migrations applied (${config.databaseUrl ? 'PostgreSQL' : `embedded database in ${config.dataDir}`}).`,
);
