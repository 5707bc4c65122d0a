import type {
  FinanceCurrencyBlock,
  FinanceStatusFilter,
  FinanceSummary,
  FinanceTotals,
} from '#domain/finance/responses.ts';
import { formatMoney } from '#domain/shared/currency.ts';
import { centsOrNull } from '#domain/shared/money.ts';

// The dashboard's numbers as people read them: distances with their unit, counts in words, which
// currency's block is on screen, and the amounts the charts need (the API sends decimal strings in
// the block's currency, the charts want numbers of its unit).

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

/** "1 cancelled order", "3 cancelled orders". */
export function cancelledCountText(count: number): string {
  return `${count.toLocaleString('en-US')} cancelled ${count === 1 ? 'order' : 'orders'}`;
}

/** Units of the currency (dollars, yen) of a decimal string, for a chart; a malformed amount counts as nothing. */
export function units(amount: string): number {
  return (centsOrNull(amount) ?? 0) / 100;
}

/** A chart axis tick or tooltip: a number of units shown as money of the block's currency. */
export function chartMoney(value: unknown, currency: string): string {
  const number = Number(value);
  return formatMoney(Number.isFinite(number) ? Math.round(number * 100) : 0, currency);
}

export interface ChartDay {
  date: string;
  orders: number;
  /** The orders' totals, in units of the block's currency. */
  revenue: number;
}

/** One row per day of the range, oldest first. */
export function chartDays(days: FinanceCurrencyBlock['days']): ChartDay[] {
  return days.map((day) => ({ date: day.date, orders: day.orderCount, revenue: units(day.total) }));
}

export interface SplitShare {
  name: 'Drivers' | 'Restaurants' | 'Company';
  /** Decimal strings, for text: the final split of delivered orders, and the estimate of moving ones. */
  final: string;
  estimated: string;
  /** Units, for the chart; the company's share can be below zero. */
  finalValue: number;
  estimatedValue: number;
}

/** Where the money of the orders went (final) and is expected to go (estimated), kept apart. */
export function payoutSplit(totals: FinanceTotals): SplitShare[] {
  const share = (name: SplitShare['name'], final: string, estimated: string): SplitShare => ({
    name,
    final,
    estimated,
    finalValue: units(final),
    estimatedValue: units(estimated),
  });
  return [
    share('Drivers', totals.driverPay, totals.estimatedDriverPay),
    share('Restaurants', totals.restaurantPay, totals.estimatedRestaurantPay),
    share('Company', totals.companyPay, totals.estimatedCompanyPay),
  ];
}

/** Whether any estimated pay is in these totals (orders still moving). */
export function hasEstimates(totals: FinanceTotals): boolean {
  return [totals.estimatedDriverPay, totals.estimatedRestaurantPay, totals.estimatedCompanyPay].some(
    (amount) => units(amount) !== 0,
  );
}

/** The days that had orders, for the revenue chart's text alternative (a year is 365 rows). */
export function daysWithOrders(days: FinanceCurrencyBlock['days']): FinanceCurrencyBlock['days'] {
  return days.filter((day) => day.orderCount > 0);
}

/** True when an amount is below zero (the company can pay more than it earns on long trips). */
export function isNegative(amount: string): boolean {
  return (centsOrNull(amount) ?? 0) < 0;
}

/**
 * The block on screen: the currency the admin chose when the answer has it, else the one with
 * the most orders (cancelled ones included), the first by code on a tie; null when no currency
 * has any order in the range.
 */
export function chosenBlock(summary: FinanceSummary, chosen: string | null): FinanceCurrencyBlock | null {
  const picked = summary.byCurrency.find((block) => block.currency === chosen);
  if (picked) return picked;
  const size = (block: FinanceCurrencyBlock) => block.totals.orderCount + block.cancelled.orderCount;
  return summary.byCurrency.reduce<FinanceCurrencyBlock | null>(
    (best, block) => (best === null || size(block) > size(best) ? block : best),
    null,
  );
}

/** Whether the filter shows cancelled orders, whose figures are what they were worth and what was refunded. */
export const showsCancelled = (status: FinanceStatusFilter): boolean => status === 'cancelled';
