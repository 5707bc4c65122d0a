// Geocoder answers kept in memory, so a repeated search or pin never reaches the geocoder again
// for a day. Bounded: past `maxEntries` the least recently used answer goes. Per instance.

export interface AnswerCache<T> {
  get(key: string): T | undefined;
  set(key: string, value: T): void;
  readonly size: number;
}

export function createAnswerCache<T>(options: {
  maxEntries: number;
  ttlMs: number;
  now?: () => number;
}): AnswerCache<T> {
  const { maxEntries, ttlMs, now = Date.now } = options;
  // A Map iterates in insertion order: re-inserting on a hit keeps the least recently used first.
  const entries = new Map<string, { value: T; expiresAt: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expiresAt <= now()) return undefined;
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, { value, expiresAt: now() + ttlMs });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        entries.delete(oldest.value);
      }
    },
    get size() {
      return entries.size;
    },
  };
}

/** The part of a cache key for the labels' language: answers differ by Accept-Language. */
export function languageKey(acceptLanguage: string | undefined): string {
  return (acceptLanguage ?? '').toLowerCase().replace(/\s+/g, '');
}
