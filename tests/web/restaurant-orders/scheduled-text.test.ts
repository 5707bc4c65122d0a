import { describe, expect, it } from 'vitest';
import {
  bySchedule,
  releaseAt,
  releaseText,
  scheduledBadgeText,
  scheduledForText,
} from '#web/features/restaurant-orders/scheduled-text.ts';

// What the kitchen reads of an order for later, on the restaurant's clock.

const friday715pm = '2026-11-28T00:15:00.000Z';
const zone = 'America/Toronto';

describe('scheduled text', () => {
  it('says when the order is for, and when it moves to New Orders', () => {
    expect(scheduledForText(friday715pm, zone)).toBe('For Fri 7:15 PM');
    expect(releaseAt(friday715pm, 30)).toBe('2026-11-27T23:45:00.000Z');
    expect(releaseText(friday715pm, 30, zone)).toBe('Moves to New Orders at 6:45 PM');
    expect(releaseText(friday715pm, 0, zone)).toBe('Moves to New Orders at 7:15 PM');
    expect(releaseText('soon', 30, zone)).toBeNull();
  });

  it('badges the promised time once the kitchen has the order', () => {
    expect(scheduledBadgeText(friday715pm, zone)).toBe('Scheduled for 7:15 PM');
  });

  it('puts the soonest first, orders without a time last', () => {
    const orders = [
      { id: 1, scheduledFor: '2026-11-29T00:15:00.000Z' },
      { id: 2, scheduledFor: null },
      { id: 3, scheduledFor: friday715pm },
    ];
    expect([...orders].sort(bySchedule).map((order) => order.id)).toEqual([3, 1, 2]);
  });
});
