// The baseline of `npm run bench:boot`: plain node opens a PGlite data directory (creating it, with
// initdb, when it is new), answers one query and says so on stdout. The bench times the process
// from its spawn to that line, as it times the server from its spawn to its first answer.
import { PGlite } from '@electric-sql/pglite';

const [dataDir, query = 'select 1'] = process.argv.slice(2);
const db = new PGlite({ dataDir });
await db.waitReady;
const { rows } = await db.query(query);
process.stdout.write(`answered ${JSON.stringify(rows[0])}\n`);
await db.close();
