import { describe, expect, it } from 'vitest';
import { createCatalogueCache } from '#server/http/catalogue-cache.ts';

// A cached catalogue answer holding open/closed flags lives no longer than they hold.
describe('catalogue answers that turn wrong at a known time', () => {
  it('are dropped then, before the time-to-live', async () => {
    let now = 0;
    const cache = createCatalogueCache({ ttlMs: 5_000, now: () => now });
    let loads = 0;
    const load = async () => {
      loads += 1;
      return { value: { loads }, validForMs: 1_000 };
    };
    expect(String(await cache.getExpiring('k', load))).toBe('{"loads":1}');
    now = 999;
    expect(cache.peek('k')).toBeDefined();
    expect(String(await cache.getExpiring('k', load))).toBe('{"loads":1}');
    now = 1_000;
    expect(cache.peek('k')).toBeUndefined();
    expect(String(await cache.getExpiring('k', load))).toBe('{"loads":2}');
  });

  it('keep the time-to-live when nothing changes sooner', async () => {
    let now = 0;
    const cache = createCatalogueCache({ ttlMs: 5_000, now: () => now });
    await cache.getExpiring('k', async () => ({ value: 1, validForMs: null }));
    now = 4_999;
    expect(cache.peek('k')).toBeDefined();
    now = 5_000;
    expect(cache.peek('k')).toBeUndefined();
  });
});
