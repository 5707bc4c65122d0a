// Run by the server's build (scripts/build-server.mjs): a new embedded database with every
// migration applied, written as the tarball a new DATA_DIR starts from (decision 0041). It holds the
// schema and the rows the migrations themselves insert (the default rate cards), nothing else: no
// account, no key, no demo data.
import { writeFileSync } from 'node:fs';
import { openDatabase } from './client';
import { runMigrations } from './migrate';

const [target] = process.argv.slice(2);
if (!target) throw new Error('usage: new-database-cli <tarball to write>');
const handle = await openDatabase({ kind: 'pglite' });
try {
  await runMigrations(handle);
  const tarball = await handle.pglite!.dumpDataDir('gzip');
  writeFileSync(target, Buffer.from(await tarball.arrayBuffer()));
} finally {
  await handle.close();
}
