import type { FinanceOrder, FinanceSummary, FinanceTotals } from '#domain/finance/responses.ts';

// Finance answers as the server sends them, for the dashboard's tests.

export function financeTotals(overrides: Partial<FinanceTotals> = {}): FinanceTotals {
  return {
    orderCount: 3,
    total: '1234.50',
    tip: '15.00',
    driverPay: '60.25',
    restaurantPay: '1100.00',
    companyPay: '74.25',
    deliveryDistance: '1234.56',
    ...overrides,
  };
}

export function financeDay(date: string, overrides: Partial<FinanceTotals> = {}) {
  return { date, ...financeTotals(overrides) };
}

export function financeOrder(overrides: Partial<FinanceOrder> = {}): FinanceOrder {
  return {
    id: 41,
    createdAt: '2026-05-15T12:30:00.000Z',
    status: 'delivered',
    restaurant: { id: 1, name: 'Nonna Rosa Pizzeria' },
    paymentMethod: 'card',
    paymentStatus: 'paid',
    total: '47.96',
    tip: '5.00',
    driverPay: '10.00',
    restaurantPay: '43.97',
    companyPay: '-6.01',
    deliveryDistance: '3.20',
    final: true,
    ...overrides,
  };
}

export function financeSummary(overrides: Partial<FinanceSummary> = {}): FinanceSummary {
  return {
    from: '2026-05-14',
    to: '2026-05-15',
    status: 'all',
    timeZone: 'America/Toronto',
    totals: financeTotals(),
    days: [financeDay('2026-05-14', { orderCount: 1, total: '100.00' }), financeDay('2026-05-15')],
    recentOrders: [
      financeOrder(),
      financeOrder({
        id: 40,
        status: 'preparing',
        paymentMethod: 'cash',
        paymentStatus: 'cash_due',
        final: false,
        companyPay: '1.20',
      }),
    ],
    ...overrides,
  };
}
