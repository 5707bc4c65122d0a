import type { RestaurantAnalytics } from '#domain/restaurant-orders/responses.ts';
import { currencyDigits, formatMoney } from '#domain/shared/currency.ts';
import { centsOrNull } from '#domain/shared/money.ts';

// The Analytics tab's figures, every amount in the restaurant's currency (the response carries it).

/** Cents of a decimal string; a malformed amount counts as nothing rather than breaking the tab. */
function cents(value: string): number {
  return centsOrNull(value) ?? 0;
}

/** The chart's rows: revenue as a number of the currency's units (the API sends decimal strings). */
export function chartDays(
  analytics: RestaurantAnalytics,
): Array<{ date: string; orders: number; revenue: number }> {
  return analytics.days.map((day) => ({
    date: day.date,
    orders: day.orders,
    revenue: cents(day.revenue) / 100,
  }));
}

/**
 * A revenue axis tick or tooltip value (a number of units, as the chart holds it) in the currency:
 * 40 -> "£40.00" in pounds, 1500 -> "¥1,500" in yen.
 */
export function chartMoney(value: number, currency: string): string {
  return formatMoney(Math.round(value * 100), currency);
}

/** Whether the revenue axis may put ticks between whole units: not for yen, which has no smaller unit. */
export function axisAllowsDecimals(currency: string): boolean {
  return currencyDigits(currency) > 0;
}

/** "Mar 5" from "2026-03-05", read as a calendar day (no time-zone shift). */
export function shortDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString(undefined, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

function prepText(minutes: number | null): string {
  if (minutes === null) return 'Not enough orders yet';
  return minutes < 1 ? 'Under 1 min' : `${Math.round(minutes)} min`;
}

/** The headline figures above the charts, and the text that sums each chart up for screen readers. */
export function analyticsSummary(analytics: RestaurantAnalytics) {
  const orders = analytics.days.reduce((sum, day) => sum + day.orders, 0);
  const revenueCents = analytics.days.reduce((sum, day) => sum + cents(day.revenue), 0);
  const busiest = analytics.days.reduce<(typeof analytics.days)[number] | null>(
    (best, day) => (day.orders > 0 && (!best || day.orders > best.orders) ? day : best),
    null,
  );
  const bestRevenue = analytics.days.reduce<(typeof analytics.days)[number] | null>(
    (best, day) =>
      cents(day.revenue) > 0 && (!best || cents(day.revenue) > cents(best.revenue)) ? day : best,
    null,
  );
  return {
    orders,
    revenue: formatMoney(revenueCents, analytics.currency),
    averagePrep: prepText(analytics.averagePrepMinutes),
    busiestDay: busiest ? `${shortDate(busiest.date)}, ${busiest.orders} orders` : 'no orders yet',
    bestRevenueDay: bestRevenue
      ? `${shortDate(bestRevenue.date)}, ${formatMoney(cents(bestRevenue.revenue), analytics.currency)}`
      : 'no revenue yet',
  };
}
