import { describe, expect, it } from 'vitest';
import { STALE_POSITION_MS } from '#domain/tracking/rules.ts';
import {
  formatAge,
  isStalePosition,
  positionAgeMs,
  positionAgeText,
} from '#web/features/tracking/position-age.ts';

// A driver position older than STALE_POSITION_MS (30 s) says how old it is; a fresh one says nothing.

const at = '2026-05-01T12:00:00.000Z';
const base = Date.parse(at);

describe('positionAgeText', () => {
  it('says nothing while the position is fresh, up to and including 30 s', () => {
    expect(positionAgeText(at, base)).toBeNull();
    expect(positionAgeText(at, base + 10_000)).toBeNull();
    expect(positionAgeText(at, base + STALE_POSITION_MS)).toBeNull();
  });

  it('says how old a stale position is, in seconds, then minutes, then hours', () => {
    expect(positionAgeText(at, base + STALE_POSITION_MS + 1)).toBe('Last position 30 s ago');
    expect(positionAgeText(at, base + 45_000)).toBe('Last position 45 s ago');
    expect(positionAgeText(at, base + 59_999)).toBe('Last position 59 s ago');
    expect(positionAgeText(at, base + 60_000)).toBe('Last position 1 min ago');
    expect(positionAgeText(at, base + 3 * 60_000 + 59_000)).toBe('Last position 3 min ago');
    expect(positionAgeText(at, base + 2 * 3_600_000 + 5_000)).toBe('Last position 2 h ago');
  });

  it('counts up as time passes (the screen asks every second)', () => {
    const texts = [31, 32, 33].map((seconds) => positionAgeText(at, base + seconds * 1000));
    expect(texts).toEqual(['Last position 31 s ago', 'Last position 32 s ago', 'Last position 33 s ago']);
  });

  it('treats a time ahead of the clock as fresh and an unreadable one as unknown', () => {
    expect(positionAgeMs(at, base - 5_000)).toBe(0);
    expect(positionAgeText(at, base - 120_000)).toBeNull();
    expect(positionAgeMs('not a time', base)).toBeNull();
    expect(positionAgeText('not a time', base)).toBeNull();
  });
});

describe('isStalePosition', () => {
  it('is stale only past STALE_POSITION_MS', () => {
    expect(isStalePosition(at, base + STALE_POSITION_MS)).toBe(false);
    expect(isStalePosition(at, base + STALE_POSITION_MS + 1)).toBe(true);
    expect(isStalePosition('', base + 1_000_000)).toBe(false);
  });
});

describe('formatAge', () => {
  it('rounds down to whole units', () => {
    expect(formatAge(0)).toBe('0 s');
    expect(formatAge(1_999)).toBe('1 s');
    expect(formatAge(119_999)).toBe('1 min');
    expect(formatAge(3_599_999)).toBe('59 min');
    expect(formatAge(3_600_000)).toBe('1 h');
  });
});
