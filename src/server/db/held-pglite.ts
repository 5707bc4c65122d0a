import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import type { EmbeddedPglite } from './threaded-pglite';

/**
 * The same embedded database, each call held until `until` resolves (and failing with its error):
 * the app is built while the database opens and migrates on its thread, and whatever the app asks
 * during its construction waits for the migrated schema instead of meeting an older one.
 */
export function heldUntil(client: EmbeddedPglite, until: Promise<unknown>): EmbeddedPglite {
  return {
    async query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
      await until;
      return client.query<T>(text, params, options);
    },
    async exec(text: string, options?: QueryOptions): Promise<Array<Results>> {
      await until;
      return client.exec(text, options);
    },
    async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
      await until;
      return client.transaction(callback);
    },
    async dumpDataDir(compression?: 'none' | 'gzip' | 'auto') {
      await until;
      return client.dumpDataDir(compression);
    },
    close: () => client.close(),
    get closed() {
      return client.closed;
    },
  };
}
