import {
  type CancelledOrders,
  FINANCE_RECENT_ORDERS,
  type FinanceCurrencyBlock,
  type FinanceOrder,
  type FinanceStatusFilter,
  type FinanceSummary,
  type FinanceTotals,
  filterKeeps,
  financeStage,
} from '#domain/finance/responses.ts';
import { centsFromProviderAmount, moneyDecimal } from '#domain/shared/currency.ts';
import { centsToDecimal, toCents } from '#domain/shared/money.ts';
import type { DayGroup, DayRefunds, FinanceRepo, RecentOrderRow } from './finance.repo';
import { type DayRange, daysOf } from './finance-range';

// GET /api/finance/summary: the database sums each day's orders per currency and status; here those
// sums are sorted into final, estimated and cancelled money, one block per currency. A block's
// totals are its days added in hundredths, so the cards and the chart can never disagree, and no
// figure ever adds two currencies.

/** A block's figures in hundredths while they are added up. */
interface TotalsCents {
  orderCount: number;
  total: number;
  tip: number;
  driverPay: number;
  restaurantPay: number;
  companyPay: number;
  estimatedDriverPay: number;
  estimatedRestaurantPay: number;
  estimatedCompanyPay: number;
  refunds: number;
  deliveryDistance: number;
}

const zero = (): TotalsCents => ({
  orderCount: 0,
  total: 0,
  tip: 0,
  driverPay: 0,
  restaurantPay: 0,
  companyPay: 0,
  estimatedDriverPay: 0,
  estimatedRestaurantPay: 0,
  estimatedCompanyPay: 0,
  refunds: 0,
  deliveryDistance: 0,
});

/**
 * Adds one day-currency-status group the filter keeps. A delivered order's split is final, a moving
 * one's an estimate kept apart, and a cancelled one pays nobody: only its total, tip, distance and
 * the refunds count (with the cancelled filter, the only one that keeps it).
 */
function addGroup(into: TotalsCents, group: DayGroup): void {
  const stage = financeStage(group.status);
  into.orderCount += group.orderCount;
  into.total += group.total;
  into.tip += group.tip;
  into.deliveryDistance += group.deliveryDistance;
  if (stage === 'final') {
    into.driverPay += group.driverPay;
    into.restaurantPay += group.restaurantPay;
    into.companyPay += group.companyPay;
  } else if (stage === 'estimate') {
    into.estimatedDriverPay += group.driverPay;
    into.estimatedRestaurantPay += group.restaurantPay;
    into.estimatedCompanyPay += group.companyPay;
  }
}

function addTotals(into: TotalsCents, more: TotalsCents): void {
  for (const key of Object.keys(into) as (keyof TotalsCents)[]) into[key] += more[key];
}

function totalsOf(cents: TotalsCents, currency: string): FinanceTotals {
  const money = (value: number) => moneyDecimal(value, currency);
  return {
    orderCount: cents.orderCount,
    total: money(cents.total),
    tip: money(cents.tip),
    driverPay: money(cents.driverPay),
    restaurantPay: money(cents.restaurantPay),
    companyPay: money(cents.companyPay),
    estimatedDriverPay: money(cents.estimatedDriverPay),
    estimatedRestaurantPay: money(cents.estimatedRestaurantPay),
    estimatedCompanyPay: money(cents.estimatedCompanyPay),
    refunds: money(cents.refunds),
    deliveryDistance: centsToDecimal(cents.deliveryDistance),
  };
}

const storedCents = (value: string | null) => (value === null ? 0 : toCents(value));

/** One order in its currency; a cancelled order's split is zero (nobody is paid), its refund shown. */
export function financeOrder(row: RecentOrderRow): FinanceOrder {
  const stage = financeStage(row.status);
  const money = (cents: number) => moneyDecimal(cents, row.currency);
  const paid = (value: string | null) => money(stage === 'cancelled' ? 0 : storedCents(value));
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    restaurant: { id: row.restaurantId, name: row.restaurantName },
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    currency: row.currency,
    total: money(toCents(row.total)),
    tip: money(toCents(row.tip)),
    driverPay: paid(row.driverPay),
    restaurantPay: paid(row.restaurantPay),
    companyPay: paid(row.companyPay),
    refund: money(
      stage === 'cancelled' ? centsFromProviderAmount(Number(row.refundAmount ?? 0), row.currency) : 0,
    ),
    deliveryDistance: centsToDecimal(storedCents(row.deliveryDistance)),
    stage,
  };
}

interface CurrencySums {
  days: Map<string, TotalsCents>;
  cancelled: { orderCount: number; total: number; refunds: number };
}

/** The groups and refunds sorted by currency, each currency's days keyed by date. */
function byCurrency(
  groups: DayGroup[],
  refunds: DayRefunds[],
  status: FinanceStatusFilter,
): Map<string, CurrencySums> {
  const sums = new Map<string, CurrencySums>();
  const of = (currency: string) => {
    let entry = sums.get(currency);
    if (!entry) {
      entry = { days: new Map(), cancelled: { orderCount: 0, total: 0, refunds: 0 } };
      sums.set(currency, entry);
    }
    return entry;
  };
  const dayOf = (entry: CurrencySums, date: string) => {
    let day = entry.days.get(date);
    if (!day) {
      day = zero();
      entry.days.set(date, day);
    }
    return day;
  };
  const keepsCancelled = filterKeeps(status, 'cancelled');
  for (const group of groups) {
    const entry = of(group.currency);
    const stage = financeStage(group.status);
    if (stage === 'cancelled') {
      entry.cancelled.orderCount += group.orderCount;
      entry.cancelled.total += group.total;
    }
    if (filterKeeps(status, stage)) addGroup(dayOf(entry, group.date), group);
  }
  for (const refund of refunds) {
    const entry = of(refund.currency);
    entry.cancelled.refunds += refund.refunds;
    if (keepsCancelled) dayOf(entry, refund.date).refunds += refund.refunds;
  }
  return sums;
}

/**
 * The newest days of the range holding a currency's `limit` newest kept orders: walking back from
 * the last day, every day with kept orders until they add up to `limit`.
 */
function recentDays(entry: CurrencySums | undefined, dates: string[], limit: number): string[] {
  const days: string[] = [];
  let count = 0;
  for (let index = dates.length - 1; index >= 0 && count < limit; index -= 1) {
    const date = dates[index] as string;
    const kept = entry?.days.get(date)?.orderCount ?? 0;
    if (kept > 0) {
      days.push(date);
      count += kept;
    }
  }
  return days;
}

export async function financeSummary(
  finance: FinanceRepo,
  range: DayRange,
  status: FinanceStatusFilter,
  currency: string | null,
): Promise<FinanceSummary> {
  const [groups, refunds] = await Promise.all([
    finance.dailySums(range, currency),
    finance.refundSums(range, currency),
  ]);
  const sums = byCurrency(groups, refunds, status);
  // A named currency always has its block, zeros included; otherwise every currency with orders.
  const currencies = currency === null ? [...sums.keys()].sort() : [currency];
  const dates = daysOf(range);
  const recent = await finance.recentOrders(
    range,
    status,
    currencies.flatMap((code) =>
      recentDays(sums.get(code), dates, FINANCE_RECENT_ORDERS).map((date) => ({ currency: code, date })),
    ),
    FINANCE_RECENT_ORDERS,
  );
  const newest = new Map<string, RecentOrderRow[]>();
  for (const row of recent) {
    // In the database's order: currency, then newest first.
    const list = newest.get(row.currency) ?? [];
    if (list.length < FINANCE_RECENT_ORDERS) list.push(row);
    newest.set(row.currency, list);
  }
  const blocks: FinanceCurrencyBlock[] = currencies.map((code) => {
    const entry = sums.get(code);
    const total = zero();
    const days = dates.map((date) => {
      const day = entry?.days.get(date) ?? zero();
      addTotals(total, day);
      return { date, ...totalsOf(day, code) };
    });
    const cancelled = entry?.cancelled ?? { orderCount: 0, total: 0, refunds: 0 };
    const cancelledOrders: CancelledOrders = {
      orderCount: cancelled.orderCount,
      total: moneyDecimal(cancelled.total, code),
      refunds: moneyDecimal(cancelled.refunds, code),
    };
    return {
      currency: code,
      totals: totalsOf(total, code),
      cancelled: cancelledOrders,
      days,
      recentOrders: (newest.get(code) ?? []).map(financeOrder),
    };
  });
  return {
    from: range.from,
    to: range.to,
    status,
    currency,
    timeZone: range.timeZone,
    byCurrency: blocks,
  };
}
