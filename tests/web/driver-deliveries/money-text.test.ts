import { describe, expect, it } from 'vitest';
import {
  cashToCollect,
  distanceText,
  isPositiveAmount,
  payLines,
  payTotal,
} from '#web/features/driver-deliveries/money-text.ts';
import { formatRating } from '#web/lib/format.ts';

describe('payLines', () => {
  it('lists Base, Distance and Tip, and the total', () => {
    expect(
      payLines({ base: '5.00', distance: '1.50', tip: '3.00', tipFee: '0.00', total: '9.50' }, 'CAD'),
    ).toEqual({
      lines: [
        { label: 'Base', amount: '$5.00' },
        { label: 'Distance', amount: '$1.50' },
        { label: 'Tip', amount: '$3.00' },
      ],
      total: '$9.50',
    });
  });

  it('adds the tip fee, as a deduction, only when one is kept', () => {
    const { lines, total } = payLines(
      { base: '5.00', distance: '0.00', tip: '25.00', tipFee: '5.00', total: '25.00' },
      'USD',
    );
    expect(lines.at(-1)).toEqual({ label: 'Tip fee', amount: '-$5.00' });
    expect(total).toBe('$25.00');
  });

  it("shows every line in the order's currency: whole yen, pounds with pence", () => {
    expect(
      payLines({ base: '500', distance: '120', tip: '2500', tipFee: '500', total: '2620' }, 'JPY'),
    ).toEqual({
      lines: [
        { label: 'Base', amount: '¥500' },
        { label: 'Distance', amount: '¥120' },
        { label: 'Tip', amount: '¥2,500' },
        { label: 'Tip fee', amount: '-¥500' },
      ],
      total: '¥2,620',
    });
    expect(
      payLines({ base: '4.00', distance: '0.80', tip: '0.00', tipFee: '0.00', total: '4.80' }, 'GBP').total,
    ).toBe('£4.80');
  });
});

describe('payTotal', () => {
  it("is the pay's total in the order's currency", () => {
    expect(payTotal({ currency: 'JPY', pay: { total: '2620' } })).toBe('¥2,620');
    expect(payTotal({ currency: 'EUR', pay: { total: '7.95' } })).toBe('€7.95');
  });
});

describe('cashToCollect', () => {
  it('is the order total for cash orders, nothing for card ones', () => {
    expect(cashToCollect({ paymentMethod: 'cash', total: '47.96', currency: 'CAD' })).toBe('$47.96');
    expect(cashToCollect({ paymentMethod: 'cash', total: '3628', currency: 'JPY' })).toBe('¥3,628');
    expect(cashToCollect({ paymentMethod: 'card', total: '47.96', currency: 'CAD' })).toBeNull();
  });
});

describe('formatRating, distanceText, isPositiveAmount', () => {
  it('formats what the cards show', () => {
    expect(formatRating('4.90', 38)).toBe('4.9 (38)');
    expect(formatRating('4.24', 1)).toBe('4.2 (1)');
    // No reviews yet: "New", never "0.0", whatever the stored rating says.
    expect(formatRating('0.00', 0)).toBe('New');
    expect(formatRating('4.90', 0)).toBe('New');
    expect(distanceText('1.24')).toBe('1.2 km');
    expect(distanceText('6.00')).toBe('6 km');
    expect(distanceText(null)).toBe('Unknown');
    expect(isPositiveAmount('0.00')).toBe(false);
    expect(isPositiveAmount('12.50')).toBe(true);
    expect(isPositiveAmount('oops')).toBe(false);
  });
});
