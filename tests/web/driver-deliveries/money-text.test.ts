import { describe, expect, it } from 'vitest';
import {
  cashToCollect,
  distanceText,
  isPositiveAmount,
  payLines,
} from '#web/features/driver-deliveries/money-text.ts';
import { formatRating } from '#web/lib/format.ts';

describe('payLines', () => {
  it('lists Base, Distance and Tip, and the total', () => {
    expect(payLines({ base: '5.00', distance: '1.50', tip: '3.00', tipFee: '0.00', total: '9.50' })).toEqual({
      lines: [
        { label: 'Base', amount: '$5.00' },
        { label: 'Distance', amount: '$1.50' },
        { label: 'Tip', amount: '$3.00' },
      ],
      total: '$9.50',
    });
  });

  it('adds the tip fee, as a deduction, only when one is kept', () => {
    const { lines, total } = payLines({
      base: '5.00',
      distance: '0.00',
      tip: '25.00',
      tipFee: '5.00',
      total: '25.00',
    });
    expect(lines.at(-1)).toEqual({ label: 'Tip fee', amount: '-$5.00' });
    expect(total).toBe('$25.00');
  });
});

describe('cashToCollect', () => {
  it('is the order total for cash orders, nothing for card ones', () => {
    expect(cashToCollect({ paymentMethod: 'cash', total: '47.96' })).toBe('$47.96');
    expect(cashToCollect({ paymentMethod: 'card', total: '47.96' })).toBeNull();
  });
});

describe('formatRating, distanceText, isPositiveAmount', () => {
  it('formats what the cards show', () => {
    expect(formatRating('4.90')).toBe('4.9 / 5');
    expect(formatRating('0.00')).toBe('No ratings yet');
    expect(distanceText('1.24')).toBe('1.2 km');
    expect(distanceText('6.00')).toBe('6 km');
    expect(distanceText(null)).toBe('Unknown');
    expect(isPositiveAmount('0.00')).toBe(false);
    expect(isPositiveAmount('12.50')).toBe(true);
    expect(isPositiveAmount('oops')).toBe(false);
  });
});
