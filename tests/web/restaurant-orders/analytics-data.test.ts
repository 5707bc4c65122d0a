import { describe, expect, it } from 'vitest';
import {
  analyticsSummary,
  axisAllowsDecimals,
  chartDays,
  chartMoney,
} from '#web/features/restaurant-orders/analytics-data.ts';

const analytics = {
  currency: 'CAD',
  days: [
    { date: '2026-03-03', orders: 0, revenue: '0.00' },
    { date: '2026-03-04', orders: 3, revenue: '61.50' },
    { date: '2026-03-05', orders: 2, revenue: '80.25' },
  ],
  topItems: [{ name: 'Margherita', quantity: 4, revenue: '67.96' }],
  averagePrepMinutes: 17.6,
};

/** A kitchen in Japan: whole yen, no decimals anywhere. */
const yenAnalytics = {
  currency: 'JPY',
  days: [
    { date: '2026-03-04', orders: 2, revenue: '2180' },
    { date: '2026-03-05', orders: 1, revenue: '12400' },
  ],
  topItems: [{ name: 'Shoyu ramen', quantity: 3, revenue: '2940' }],
  averagePrepMinutes: 9,
};

describe('analytics figures', () => {
  it('turns revenue text into chart numbers of the currency', () => {
    expect(chartDays(analytics).map((day) => day.revenue)).toEqual([0, 61.5, 80.25]);
    expect(chartDays(yenAnalytics).map((day) => day.revenue)).toEqual([2180, 12400]);
  });

  it('sums the period and names its busiest and best days, in the currency', () => {
    const summary = analyticsSummary(analytics);
    expect(summary.orders).toBe(5);
    expect(summary.revenue).toBe('$141.75');
    expect(summary.averagePrep).toBe('18 min');
    expect(summary.busiestDay).toMatch(/^Mar 4, 3 orders$/);
    expect(summary.bestRevenueDay).toMatch(/^Mar 5, \$80\.25$/);
  });

  it('shows yen without decimals', () => {
    const summary = analyticsSummary(yenAnalytics);
    expect(summary.revenue).toBe('¥14,580');
    expect(summary.bestRevenueDay).toMatch(/^Mar 5, ¥12,400$/);
  });

  it('labels the revenue axis and tooltip in the currency, with whole ticks for yen', () => {
    expect(chartMoney(40, 'CAD')).toBe('$40.00');
    expect(chartMoney(0.5, 'USD')).toBe('$0.50');
    expect(chartMoney(1500, 'JPY')).toBe('¥1,500');
    expect(chartMoney(12.5, 'GBP')).toBe('£12.50');
    expect(axisAllowsDecimals('CAD')).toBe(true);
    expect(axisAllowsDecimals('JPY')).toBe(false);
  });

  it('says so when there is nothing yet', () => {
    const summary = analyticsSummary({ currency: 'CAD', days: [], topItems: [], averagePrepMinutes: null });
    expect(summary.averagePrep).toBe('Not enough orders yet');
    expect(summary.busiestDay).toBe('no orders yet');
    expect(summary.revenue).toBe('$0.00');
    expect(analyticsSummary({ ...analytics, averagePrepMinutes: 0.2 }).averagePrep).toBe('Under 1 min');
  });
});
