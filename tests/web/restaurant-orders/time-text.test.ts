import { describe, expect, it } from 'vitest';
import { orderAge, timeLeft } from '#web/features/restaurant-orders/time-text.ts';

const at = Date.parse('2026-03-05T12:00:00.000Z');
const minutes = (n: number) => new Date(at + n * 60_000).toISOString();

describe('orderAge', () => {
  it('says how long ago an order came in', () => {
    expect(orderAge(minutes(0), at + 20_000)).toBe('Just now');
    expect(orderAge(minutes(-4), at)).toBe('4 min ago');
    expect(orderAge(minutes(-65), at)).toBe('1 h 5 min ago');
    expect(orderAge(minutes(-120), at)).toBe('2 h ago');
  });
});

describe('timeLeft', () => {
  it('counts down to the promised ready time, then counts how late it is', () => {
    expect(timeLeft(minutes(12), at)).toBe('12 min left');
    expect(timeLeft(minutes(0), at)).toBe('Due now');
    expect(timeLeft(minutes(-3), at)).toBe('3 min late');
  });
});
