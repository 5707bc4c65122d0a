import type { FinanceSummary, FinanceTotals } from '#domain/finance/responses.ts';
import { centsOrNull } from '#domain/shared/money.ts';

// The dashboard's numbers as people read them: distances with their unit, counts in words, and
// the dollar amounts the charts need (the API sends decimal strings, the charts want numbers).

const KM = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "1234.5" -> "1,234.50 km"; unreadable input is shown as it came. */
export function formatKm(kilometres: string): string {
  const value = Number(kilometres);
  if (kilometres.trim() === '' || !Number.isFinite(value)) return `${kilometres} km`;
  return `${KM.format(value)} km`;
}

/** "from 1 order", "from 12 orders". */
export function orderCountText(count: number): string {
  return `from ${count.toLocaleString('en-US')} ${count === 1 ? 'order' : 'orders'}`;
}

/** Dollars of a decimal string for a chart axis; a malformed amount counts as nothing. */
export function dollars(amount: string): number {
  return (centsOrNull(amount) ?? 0) / 100;
}

export interface ChartDay {
  date: string;
  orders: number;
  revenue: number;
}

/** One row per day of the range, oldest first, revenue (the orders' totals) in dollars. */
export function chartDays(days: FinanceSummary['days']): ChartDay[] {
  return days.map((day) => ({ date: day.date, orders: day.orderCount, revenue: dollars(day.total) }));
}

export interface SplitShare {
  name: 'Drivers' | 'Restaurants' | 'Company';
  /** The decimal string, for text. */
  amount: string;
  /** Dollars, for the chart; the company's share can be below zero. */
  value: number;
}

/** Where the money of the orders went: drivers, restaurants and the company (the rest). */
export function payoutSplit(totals: FinanceTotals): SplitShare[] {
  return [
    { name: 'Drivers', amount: totals.driverPay, value: dollars(totals.driverPay) },
    { name: 'Restaurants', amount: totals.restaurantPay, value: dollars(totals.restaurantPay) },
    { name: 'Company', amount: totals.companyPay, value: dollars(totals.companyPay) },
  ];
}

/** The days that had orders, for the revenue chart's text alternative (a year is 365 rows). */
export function daysWithOrders(days: FinanceSummary['days']): FinanceSummary['days'] {
  return days.filter((day) => day.orderCount > 0);
}

/** True when an amount is below zero (the company can pay more than it earns on long trips). */
export function isNegative(amount: string): boolean {
  return (centsOrNull(amount) ?? 0) < 0;
}
