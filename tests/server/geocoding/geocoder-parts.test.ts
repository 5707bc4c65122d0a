import { describe, expect, it } from 'vitest';
import { createAnswerCache } from '#server/modules/geocoding/answer-cache.ts';
import { GeocoderError } from '#server/modules/geocoding/geocoder-errors.ts';
import { createUpstreamPace } from '#server/modules/geocoding/upstream-pace.ts';

// The answer cache (bounded, a day long) and the pace towards the geocoder, on a clock the test moves.

describe('the answer cache', () => {
  it('forgets an answer when its time is up', () => {
    let now = 0;
    const cache = createAnswerCache<string>({ maxEntries: 10, ttlMs: 1000, now: () => now });
    cache.set('a', 'A');
    now = 999;
    expect(cache.get('a')).toBe('A');
    now = 1000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps at most maxEntries, dropping the least recently used', () => {
    const cache = createAnswerCache<number>({ maxEntries: 2, ttlMs: 60_000 });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });
});

describe('the pace', () => {
  it('lets the first call go at once, queues the next, and refuses one that would wait past maxWaitMs', async () => {
    const now = 10_000;
    const pace = createUpstreamPace({ intervalMs: 1000, maxWaitMs: 1500, now: () => now });
    await pace.take(new AbortController().signal);

    const waiting = new AbortController();
    const second = pace.take(waiting.signal);
    const refused = await pace.take(new AbortController().signal).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(GeocoderError);
    expect(refused).toMatchObject({ status: 503, code: 'geocoder_busy', headers: { 'retry-after': '1' } });

    // A waiting call whose client leaves stops waiting.
    waiting.abort();
    await expect(second).rejects.toThrow();
  });
});
