import { describe, expect, it } from 'vitest';
import { orderPaymentText, orderStatusText, orderStatusTone } from '#web/components/order-labels.ts';
import { longDate, rangeText, shortDate } from '#web/features/finance/day-text.ts';
import {
  cancelledCountText,
  chartDays,
  chartMoney,
  chosenBlock,
  daysWithOrders,
  formatKm,
  hasEstimates,
  isNegative,
  orderCountText,
  payoutSplit,
  units,
} from '#web/features/finance/finance-figures.ts';
import { financeBlock, financeDay, financeSummary, financeTotals, yenBlock } from './fixtures';

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
    expect(cancelledCountText(1)).toBe('1 cancelled order');
    expect(cancelledCountText(2)).toBe('2 cancelled orders');
  });

  it('turn decimal strings into units of their currency for the charts, negatives included', () => {
    expect(units('12.50')).toBe(12.5);
    expect(units('-3.05')).toBe(-3.05);
    expect(units('980')).toBe(980);
    expect(units('oops')).toBe(0);
    expect(isNegative('-0.01')).toBe(true);
    expect(isNegative('0.00')).toBe(false);
  });

  it('write chart ticks and tooltips as money of the block currency, never a bare dollar sign', () => {
    expect(chartMoney(1250, 'CAD')).toBe('$1,250.00');
    expect(chartMoney(12.5, 'GBP')).toBe('£12.50');
    expect(chartMoney(98000, 'JPY')).toBe('¥98,000');
    expect(chartMoney(-3.05, 'USD')).toBe('-$3.05');
    expect(chartMoney('not a number', 'EUR')).toBe('€0.00');
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

  it('split the money between drivers, restaurants and the company, final apart from estimated, a loss shown as one', () => {
    const totals = financeTotals({
      driverPay: '20.00',
      restaurantPay: '30.00',
      companyPay: '-1.50',
      estimatedDriverPay: '5.00',
      estimatedCompanyPay: '0.99',
    });
    expect(payoutSplit(totals)).toEqual([
      { name: 'Drivers', final: '20.00', estimated: '5.00', finalValue: 20, estimatedValue: 5 },
      { name: 'Restaurants', final: '30.00', estimated: '0.00', finalValue: 30, estimatedValue: 0 },
      { name: 'Company', final: '-1.50', estimated: '0.99', finalValue: -1.5, estimatedValue: 0.99 },
    ]);
    expect(hasEstimates(totals)).toBe(true);
    expect(hasEstimates(financeTotals())).toBe(false);
  });

  it('show the chosen currency, else the one with the most orders, else nothing', () => {
    const cad = financeBlock();
    const jpy = yenBlock();
    const both = financeSummary({ byCurrency: [cad, jpy] });
    expect(chosenBlock(both, 'JPY')).toBe(jpy);
    expect(chosenBlock(both, null)).toBe(cad);
    // A currency no longer in the range falls back to the largest.
    expect(chosenBlock(both, 'GBP')).toBe(cad);
    const busierYen = yenBlock({ totals: financeTotals({ orderCount: 9 }) });
    expect(chosenBlock(financeSummary({ byCurrency: [cad, busierYen] }), null)).toBe(busierYen);
    expect(chosenBlock(financeSummary({ byCurrency: [] }), 'CAD')).toBeNull();
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
