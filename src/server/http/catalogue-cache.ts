// The catalogue (restaurants and menus) is read on every customer visit and changes rarely, so its
// responses are kept as ready-to-send JSON bytes (a Buffer is written as is; a string would be
// encoded again on every response). Writes that change it call invalidate(); the
// short time-to-live bounds staleness when another app instance made the change.
// Concurrent misses for the same key share one database load.

export interface CatalogueCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

interface Entry {
  value: Promise<Buffer | undefined>;
  /** The loaded JSON once the load has finished, for readers that cannot wait (see peek). */
  ready?: Buffer;
  expiresAt: number;
}

export function createCatalogueCache(options: CatalogueCacheOptions = {}) {
  const ttlMs = options.ttlMs ?? 5_000;
  const maxEntries = options.maxEntries ?? 2_000;
  const now = options.now ?? Date.now;
  let entries = new Map<string, Entry>();
  const invalidated: Array<() => void> = [];

  return {
    /** The cached JSON for key, or loads it; `undefined` (not found) is returned but never cached. */
    get(key: string, load: () => Promise<unknown | undefined>): Promise<Buffer | undefined> {
      return this.getExpiring(key, async () => {
        const value = await load();
        return value === undefined ? undefined : { value, validForMs: null };
      });
    },
    /**
     * As get, for an answer that turns wrong after `validForMs` (a restaurant opening or closing by
     * its hours): it is not kept past then, even when that is sooner than the time-to-live.
     */
    getExpiring(
      key: string,
      load: () => Promise<{ value: unknown; validForMs: number | null } | undefined>,
    ): Promise<Buffer | undefined> {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return hit.value;
      // Bounded memory: unknown keys (e.g. country names) cannot grow the cache without limit.
      if (entries.size >= maxEntries) entries = new Map();
      const generation = entries;
      const value = load().then((data) => {
        if (data === undefined) return undefined;
        if (data.validForMs !== null) entry.expiresAt = Math.min(entry.expiresAt, now() + data.validForMs);
        return Buffer.from(JSON.stringify(data.value));
      });
      const entry: Entry = { value, expiresAt: now() + ttlMs };
      generation.set(key, entry);
      value.then(
        (json) => {
          if (json !== undefined) entry.ready = json;
          else if (generation.get(key) === entry) generation.delete(key);
        },
        () => {
          if (generation.get(key) === entry) generation.delete(key);
        },
      );
      return value;
    },
    /** The cached JSON for key if it is loaded and fresh, without loading anything. */
    peek(key: string): Buffer | undefined {
      const hit = entries.get(key);
      return hit !== undefined && hit.expiresAt > now() ? hit.ready : undefined;
    },
    invalidate(): void {
      entries = new Map();
      for (const listener of invalidated) listener();
    },
    /** Other copies of catalogue data (the placement restaurants) are cleared along with this one. */
    onInvalidate(listener: () => void): void {
      invalidated.push(listener);
    },
    get size(): number {
      return entries.size;
    },
  };
}

export type CatalogueCache = ReturnType<typeof createCatalogueCache>;
