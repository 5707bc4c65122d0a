import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { openConfiguredDatabase } from '#server/db/open-from-config.ts';
import { createDatabase, dropDatabase, uniqueDatabaseName } from '../../support/postgres-test-databases';

// DATABASE_POOL_SIZE: how many connections one instance keeps to PostgreSQL. Requests beyond it
// wait for a free connection instead of opening more.

const baseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!baseUrl)('the PostgreSQL pool opened from the configuration', () => {
  const name = uniqueDatabaseName('qb_pool');
  let handle: DatabaseHandle | undefined;
  afterAll(async () => {
    await handle?.close();
    if (baseUrl) await dropDatabase(baseUrl, name);
  });

  it('never holds more connections than DATABASE_POOL_SIZE, however many queries wait', async () => {
    const url = await createDatabase(baseUrl as string, name);
    handle = await openConfiguredDatabase(loadConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: '2' }));
    const pool = handle.pool;
    if (!pool) throw new Error('expected a pg pool');
    const backends = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const { rows } = await pool.query<{ pid: number }>('select pg_backend_pid() as pid, pg_sleep(0.05)');
        return rows[0]?.pid;
      }),
    );
    expect(new Set(backends).size).toBe(2);
    expect(pool.totalCount).toBe(2);
  });
});
