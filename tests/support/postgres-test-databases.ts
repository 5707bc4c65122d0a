import { randomBytes } from 'node:crypto';
import pg from 'pg';

// On PostgreSQL every test file gets a database of its own, copied from a migrated template
// (CREATE DATABASE ... TEMPLATE is a fast file copy), and dropped when the file is done.

export function databaseUrl(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withClient<T>(baseUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}

export async function createDatabase(baseUrl: string, name: string, template?: string): Promise<string> {
  await withClient(baseUrl, async (client) => {
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(`create database ${name}${template ? ` template ${template}` : ''}`);
        return;
      } catch (error) {
        // Two files copying the template at the same instant: PostgreSQL asks us to retry.
        if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
  });
  return databaseUrl(baseUrl, name);
}

export async function dropDatabase(baseUrl: string, name: string): Promise<void> {
  await withClient(baseUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
}

/** Databases whose names start with `prefix` (a run's template name and the copies made of it). */
export async function databasesNamedFrom(baseUrl: string, prefix: string): Promise<string[]> {
  return withClient(baseUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1) order by datname',
      [prefix],
    );
    return rows.map((row) => row.datname);
  });
}
