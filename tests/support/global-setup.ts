import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#server/db/client.ts';
import { runMigrations } from '#server/db/migrate.ts';
import {
  createDatabase,
  databasesNamedFrom,
  dropDatabase,
  uniqueDatabaseName,
} from './postgres-test-databases';
import { preparePushCertificate } from './push-certificate';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplate: string;
  }
}

// Migrate once per run, copy per test file:
// - PGlite: a fresh database (initdb) costs seconds and hundreds of MB; a migrated template dumped
//   once and loaded by every test file costs a fraction of that.
// - PostgreSQL (TEST_DATABASE_URL): a migrated template database that each file copies.
export default async function setup(project: TestProject) {
  // Before any worker forks: they must start with NODE_EXTRA_CA_CERTS (see push-certificate.ts).
  preparePushCertificate(project);
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = uniqueDatabaseName('quickbite_template');
    const templateUrl = await createDatabase(url, template);
    const handle = await openDatabase({ kind: 'postgres', url: templateUrl, poolSize: 1 });
    await runMigrations(handle, { postgresUrl: templateUrl });
    await handle.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteTemplatePath', '');
    return async () => {
      await dropDatabase(url, template);
      // Every file drops its copy when it closes its app; one left over means a test that never
      // closed (or whose close failed part-way), and on a long-lived CI server copies pile up.
      const left = await databasesNamedFrom(url, `${template}_`);
      for (const name of left) await dropDatabase(url, name);
      if (left.length > 0) {
        // Vitest reports an error thrown here but still exits 0: the exit code says it too.
        process.exitCode = 1;
        throw new Error(
          `test files left ${left.length} database(s) behind (now dropped): ${left.join(', ')}`,
        );
      }
    };
  }

  const dir = mkdtempSync(join(tmpdir(), 'quickbite-template-'));
  const handle = await openDatabase({ kind: 'pglite' });
  await runMigrations(handle);
  const dump = await handle.pglite!.dumpDataDir('none');
  const path = join(dir, 'template.tar');
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgliteTemplatePath', path);
  project.provide('postgresTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
