import type {
  FinanceCurrencyBlock,
  FinanceOrder,
  FinanceSummary,
  FinanceTotals,
} from '#domain/finance/responses.ts';

// Finance answers as the server sends them, for the dashboard's tests: blocks of one currency each.

export function financeTotals(overrides: Partial<FinanceTotals> = {}): FinanceTotals {
  return {
    orderCount: 3,
    total: '1234.50',
    tip: '15.00',
    driverPay: '60.25',
    restaurantPay: '1100.00',
    companyPay: '74.25',
    estimatedDriverPay: '0.00',
    estimatedRestaurantPay: '0.00',
    estimatedCompanyPay: '0.00',
    refunds: '0.00',
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
    currency: 'CAD',
    total: '47.96',
    tip: '5.00',
    driverPay: '10.00',
    restaurantPay: '43.97',
    companyPay: '-6.01',
    refund: '0.00',
    deliveryDistance: '3.20',
    stage: 'final',
    ...overrides,
  };
}

export function financeBlock(overrides: Partial<FinanceCurrencyBlock> = {}): FinanceCurrencyBlock {
  return {
    currency: 'CAD',
    totals: financeTotals(),
    cancelled: { orderCount: 1, total: '20.00', refunds: '20.00' },
    days: [financeDay('2026-05-14', { orderCount: 1, total: '100.00' }), financeDay('2026-05-15')],
    recentOrders: [
      financeOrder(),
      financeOrder({
        id: 40,
        status: 'preparing',
        paymentMethod: 'cash',
        paymentStatus: 'cash_due',
        stage: 'estimate',
        companyPay: '1.20',
      }),
    ],
    ...overrides,
  };
}

/** The same figures in yen: whole amounts, a restaurant in Japan. */
export function yenBlock(overrides: Partial<FinanceCurrencyBlock> = {}): FinanceCurrencyBlock {
  const totals = financeTotals({
    orderCount: 2,
    total: '4580',
    tip: '300',
    driverPay: '800',
    restaurantPay: '3460',
    companyPay: '320',
    deliveryDistance: '4.00',
  });
  return {
    currency: 'JPY',
    totals,
    cancelled: { orderCount: 0, total: '0', refunds: '0' },
    days: [
      financeDay('2026-05-14', { ...totals, orderCount: 0, total: '0' }),
      { date: '2026-05-15', ...totals },
    ],
    recentOrders: [
      financeOrder({
        id: 77,
        restaurant: { id: 15, name: 'Kazeya Ramen' },
        currency: 'JPY',
        total: '2290',
        tip: '300',
        driverPay: '800',
        restaurantPay: '1460',
        companyPay: '30',
        refund: '0',
      }),
    ],
    ...overrides,
  };
}

export function financeSummary(overrides: Partial<FinanceSummary> = {}): FinanceSummary {
  return {
    from: '2026-05-14',
    to: '2026-05-15',
    status: 'all',
    currency: null,
    timeZone: 'America/Toronto',
    byCurrency: [financeBlock()],
    ...overrides,
  };
}
