import { describe, expect, it } from 'vitest';
import { createCatalogueCache } from '#server/http/catalogue-cache.ts';

function fakeClock() {
  let now = 0;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('catalogue cache', () => {
  it('serves the cached JSON until the time-to-live passes', async () => {
    const clock = fakeClock();
    const cache = createCatalogueCache({ ttlMs: 1_000, now: clock.now });
    let loads = 0;
    const load = async () => ({ version: ++loads });
    expect(String(await cache.get('k', load))).toBe('{"version":1}');
    clock.advance(999);
    expect(String(await cache.get('k', load))).toBe('{"version":1}');
    clock.advance(2);
    expect(String(await cache.get('k', load))).toBe('{"version":2}');
  });

  it('shares one load between concurrent misses', async () => {
    const cache = createCatalogueCache();
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return [1, 2, 3];
    };
    const results = await Promise.all(Array.from({ length: 20 }, () => cache.get('menu:1', load)));
    expect(loads).toBe(1);
    expect(new Set(results.map(String))).toEqual(new Set(['[1,2,3]']));
    expect(new Set(results).size).toBe(1); // one load, one shared body
  });

  it('never caches "not found" or a failed load', async () => {
    const cache = createCatalogueCache();
    expect(await cache.get('restaurant:9', async () => undefined)).toBeUndefined();
    expect(String(await cache.get('restaurant:9', async () => ({ id: 9 })))).toBe('{"id":9}');
    await expect(
      cache.get('restaurant:10', async () => Promise.reject(new Error('db down'))),
    ).rejects.toThrow('db down');
    expect(String(await cache.get('restaurant:10', async () => ({ id: 10 })))).toBe('{"id":10}');
  });

  it('drops everything on invalidate()', async () => {
    const cache = createCatalogueCache();
    await cache.get('list:', async () => ['old']);
    cache.invalidate();
    expect(String(await cache.get('list:', async () => ['new']))).toBe('["new"]');
  });

  it('stays bounded however many distinct keys are asked for', async () => {
    const cache = createCatalogueCache({ maxEntries: 10 });
    for (let i = 0; i < 100; i++) await cache.get(`list:${i}`, async () => []);
    expect(cache.size).toBeLessThanOrEqual(10);
  });
});
