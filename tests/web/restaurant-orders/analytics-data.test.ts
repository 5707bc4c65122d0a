import { describe, expect, it } from 'vitest';
import { analyticsSummary, chartDays } from '#web/features/restaurant-orders/analytics-data.ts';

const analytics = {
  days: [
    { date: '2026-03-03', orders: 0, revenue: '0.00' },
    { date: '2026-03-04', orders: 3, revenue: '61.50' },
    { date: '2026-03-05', orders: 2, revenue: '80.25' },
  ],
  topItems: [{ name: 'Margherita', quantity: 4, revenue: '67.96' }],
  averagePrepMinutes: 17.6,
};

describe('analytics figures', () => {
  it('turns revenue text into chart numbers', () => {
    expect(chartDays(analytics).map((day) => day.revenue)).toEqual([0, 61.5, 80.25]);
  });

  it('sums the period and names its busiest and best days', () => {
    const summary = analyticsSummary(analytics);
    expect(summary.orders).toBe(5);
    expect(summary.revenue).toBe('141.75');
    expect(summary.averagePrep).toBe('18 min');
    expect(summary.busiestDay).toMatch(/^Mar 4, 3 orders$/);
    expect(summary.bestRevenueDay).toMatch(/^Mar 5, \$80\.25$/);
  });

  it('says so when there is nothing yet', () => {
    const summary = analyticsSummary({ days: [], topItems: [], averagePrepMinutes: null });
    expect(summary.averagePrep).toBe('Not enough orders yet');
    expect(summary.busiestDay).toBe('no orders yet');
    expect(analyticsSummary({ ...analytics, averagePrepMinutes: 0.2 }).averagePrep).toBe('Under 1 min');
  });
});
