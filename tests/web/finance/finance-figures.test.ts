import { describe, expect, it } from 'vitest';
import { orderPaymentText, orderStatusText, orderStatusTone } from '#web/components/order-labels.ts';
import { longDate, rangeText, shortDate } from '#web/features/finance/day-text.ts';
import {
  chartDays,
  daysWithOrders,
  dollars,
  formatKm,
  isNegative,
  orderCountText,
  payoutSplit,
} from '#web/features/finance/finance-figures.ts';
import { financeDay, financeTotals } from './fixtures';

describe('the figures as they are shown', () => {
  it('write distances with two decimals, grouping and the unit', () => {
    expect(formatKm('1234.56')).toBe('1,234.56 km');
    expect(formatKm('0.00')).toBe('0.00 km');
    expect(formatKm('7.5')).toBe('7.50 km');
    expect(formatKm('n/a')).toBe('n/a km');
  });

  it('count orders in words', () => {
    expect(orderCountText(0)).toBe('from 0 orders');
    expect(orderCountText(1)).toBe('from 1 order');
    expect(orderCountText(1234)).toBe('from 1,234 orders');
  });

  it('turn decimal strings into dollars for the charts, negatives included', () => {
    expect(dollars('12.50')).toBe(12.5);
    expect(dollars('-3.05')).toBe(-3.05);
    expect(dollars('oops')).toBe(0);
    expect(isNegative('-0.01')).toBe(true);
    expect(isNegative('0.00')).toBe(false);
  });

  it('chart every day of the range and list only days with orders as text', () => {
    const days = [
      financeDay('2026-05-14', { orderCount: 0, total: '0.00' }),
      financeDay('2026-05-15', { orderCount: 2, total: '61.93' }),
    ];
    expect(chartDays(days)).toEqual([
      { date: '2026-05-14', orders: 0, revenue: 0 },
      { date: '2026-05-15', orders: 2, revenue: 61.93 },
    ]);
    expect(daysWithOrders(days).map((day) => day.date)).toEqual(['2026-05-15']);
  });

  it('split the money between drivers, restaurants and the company, a loss shown as one', () => {
    expect(
      payoutSplit(financeTotals({ driverPay: '20.00', restaurantPay: '30.00', companyPay: '-1.50' })),
    ).toEqual([
      { name: 'Drivers', amount: '20.00', value: 20 },
      { name: 'Restaurants', amount: '30.00', value: 30 },
      { name: 'Company', amount: '-1.50', value: -1.5 },
    ]);
  });
});

describe('dates', () => {
  it('are calendar days, never shifted by the time zone', () => {
    expect(shortDate('2026-05-05')).toBe('May 5');
    expect(longDate('2026-01-01')).toBe('Jan 1, 2026');
    expect(rangeText('2026-05-15', '2026-05-15')).toBe('May 15, 2026');
    expect(rangeText('2026-04-16', '2026-05-15')).toBe('Apr 16, 2026 – May 15, 2026');
    expect(shortDate('nonsense')).toBe('nonsense');
  });
});

describe('order labels', () => {
  it('name the real status and the payment', () => {
    expect(orderStatusText('picked-up')).toBe('Picked up');
    expect(orderStatusTone('delivered')).toBe('success');
    expect(orderStatusText('mystery')).toBe('mystery');
    expect(orderStatusTone('mystery')).toBe('neutral');
    expect(orderPaymentText('card', 'paid')).toBe('Card, paid');
    expect(orderPaymentText('cash', 'cash_due')).toBe('Cash, due');
    expect(orderPaymentText('cash', 'something_else')).toBe('Cash, something else');
  });
});
