import {
  FINANCE_RECENT_ORDERS,
  type FinanceStatusFilter,
  type FinanceSummary,
  type FinanceTotals,
} from '#domain/finance/responses.ts';
import { addFields, decimal } from './cents';
import type { DaySums, FinanceRepo } from './finance.repo';
import type { DayRange } from './finance-range';

// GET /api/finance/summary: the database sums every day of the range; the totals are the days'
// sums added in cents, so the cards and the chart can never disagree.

const MONEY_FIELDS = [
  'total',
  'tip',
  'driverPay',
  'restaurantPay',
  'companyPay',
  'deliveryDistance',
] as const;

function totalsOf(days: ReadonlyArray<Omit<DaySums, 'date'>>): FinanceTotals {
  return {
    orderCount: days.reduce((count, day) => count + day.orderCount, 0),
    ...addFields(MONEY_FIELDS, days),
  };
}

export async function financeSummary(
  finance: FinanceRepo,
  range: DayRange,
  status: FinanceStatusFilter,
): Promise<FinanceSummary> {
  const [sums, recent] = await Promise.all([
    finance.dailySums(range, status),
    finance.recentOrders(range, status, FINANCE_RECENT_ORDERS),
  ]);
  const days = sums.map((day) => ({ date: day.date, ...totalsOf([day]) }));
  return {
    from: range.from,
    to: range.to,
    status,
    timeZone: range.timeZone,
    totals: totalsOf(sums),
    days,
    recentOrders: recent.map((order) => ({
      id: order.id,
      createdAt: order.createdAt.toISOString(),
      status: order.status,
      restaurant: { id: order.restaurantId, name: order.restaurantName },
      paymentMethod: order.paymentMethod,
      paymentStatus: order.paymentStatus,
      total: decimal(order.total),
      tip: decimal(order.tip),
      driverPay: decimal(order.driverPay),
      restaurantPay: decimal(order.restaurantPay),
      companyPay: decimal(order.companyPay),
      deliveryDistance: decimal(order.deliveryDistance),
      final: order.status === 'delivered',
    })),
  };
}
