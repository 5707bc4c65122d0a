// What the finance endpoints answer (issue "Money partners can trust"): the admin's dashboard, the
// restaurants' and drivers' statements and the drivers' cash ledger. Shapes live here once; the
// server serialises with them and the screens parse with them. Money is a decimal string in one
// currency, printed with its decimals ("4.99", "980" yen) and summed in integer hundredths, never
// across currencies (issue "Finance that adds up"); dates are whole days (YYYY-MM-DD) in the
// server's TIME_ZONE.
import * as z from 'zod';

/**
 * Which orders a finance read counts (issue "Finance that adds up"):
 * - all: every order that is not cancelled, delivered or still moving;
 * - completed: delivered;
 * - pending: still moving (neither delivered nor cancelled);
 * - cancelled: cancelled orders only. A cancelled order counts in no revenue and no payout under
 *   any filter; this one shows what they were worth and what went back to cards.
 */
export const FINANCE_STATUS_FILTERS = ['all', 'completed', 'pending', 'cancelled'] as const;
export type FinanceStatusFilter = (typeof FINANCE_STATUS_FILTERS)[number];

/**
 * Where an order stands for the money: its split is final once delivered, an estimate while it is
 * still moving, and nothing once cancelled (nobody is paid; a card payment is refunded).
 */
export type FinanceStage = 'final' | 'estimate' | 'cancelled';

export function financeStage(status: string): FinanceStage {
  if (status === 'delivered') return 'final';
  return status === 'cancelled' ? 'cancelled' : 'estimate';
}

/** Whether a filter keeps an order at this stage. */
export function filterKeeps(filter: FinanceStatusFilter, stage: FinanceStage): boolean {
  switch (filter) {
    case 'all':
      return stage !== 'cancelled';
    case 'completed':
      return stage === 'final';
    case 'pending':
      return stage === 'estimate';
    case 'cancelled':
      return stage === 'cancelled';
  }
}

/** The longest range one request may cover, in days, `from` and `to` included. */
export const FINANCE_MAX_RANGE_DAYS = 366;
/** The range used when a request names none: the last 30 days, today included. */
export const FINANCE_DEFAULT_RANGE_DAYS = 30;
export const FINANCE_RECENT_ORDERS = 10;

/**
 * An amount in its block's or order's currency, printed with that currency's decimals ("980" yen,
 * "12.50" dollars, see moneyDecimal). No figure of these answers ever adds two currencies.
 */
const money = z.string();
const day = z.string();
/** ISO 4217, upper case. */
const currency = z.string();

/**
 * The sums of SPEC section 9 over the orders a filter keeps, in one currency, and their count.
 * - total, tip: what those orders were placed for;
 * - driverPay, restaurantPay, companyPay: the final split of the delivered ones;
 * - estimatedDriverPay, estimatedRestaurantPay, estimatedCompanyPay: the split estimated at
 *   placement of the ones still moving, kept apart: it may still change at the door;
 * - refunds: what went back to cards for the cancelled ones (only the cancelled filter has any);
 * - deliveryDistance: kilometres, 2 decimals.
 * companyPay is the platform's own line, companyPayCents of domain/order-lifecycle/payouts.ts:
 * total - driverPay - restaurantPay (tax belongs to the restaurant); negative when a long trip costs
 * more than the fee brings in. A cancelled order adds its total and tip (with the cancelled filter)
 * but nothing to any pay: for every other filter total = the six pay figures added together.
 */
export const financeTotalsSchema = z.object({
  orderCount: z.number().int(),
  total: money,
  tip: money,
  driverPay: money,
  restaurantPay: money,
  companyPay: money,
  estimatedDriverPay: money,
  estimatedRestaurantPay: money,
  estimatedCompanyPay: money,
  refunds: money,
  deliveryDistance: z.string(),
});
export type FinanceTotals = z.infer<typeof financeTotalsSchema>;

/** One order as the dashboard's "recent orders" and the CSV show it, in its own currency. */
export const financeOrderSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  status: z.string(),
  restaurant: z.object({ id: z.number().int(), name: z.string() }),
  paymentMethod: z.string(),
  paymentStatus: z.string(),
  currency,
  total: money,
  tip: money,
  /** The split: final once delivered, the estimate while moving, zero once cancelled. */
  driverPay: money,
  restaurantPay: money,
  companyPay: money,
  /** What went back to the card of a cancelled order; "0" otherwise. */
  refund: money,
  /** Kilometres, 2 decimals. */
  deliveryDistance: z.string(),
  stage: z.enum(['final', 'estimate', 'cancelled']),
});
export type FinanceOrder = z.infer<typeof financeOrderSchema>;

/** The cancelled orders of the range in one currency, whatever the filter: how many, what they were worth, what was refunded. */
export const cancelledOrdersSchema = z.object({
  orderCount: z.number().int(),
  total: money,
  refunds: money,
});
export type CancelledOrders = z.infer<typeof cancelledOrdersSchema>;

/** Everything the dashboard shows of one currency. */
export const financeCurrencyBlockSchema = z.object({
  currency,
  totals: financeTotalsSchema,
  cancelled: cancelledOrdersSchema,
  /** Every day of the range, oldest first, days without orders included. */
  days: z.array(financeTotalsSchema.extend({ date: day })),
  /** The newest FINANCE_RECENT_ORDERS orders of this currency the filter keeps, newest first. */
  recentOrders: z.array(financeOrderSchema),
});
export type FinanceCurrencyBlock = z.infer<typeof financeCurrencyBlockSchema>;

/**
 * GET /api/finance/summary: one block per currency that has orders in the range (any status),
 * sorted by code; exactly one when the query names a currency. No total across currencies.
 */
export const financeSummarySchema = z.object({
  from: day,
  to: day,
  status: z.enum(FINANCE_STATUS_FILTERS),
  /** The currency the query asked for, or null for every currency. */
  currency: currency.nullable(),
  timeZone: z.string(),
  byCurrency: z.array(financeCurrencyBlockSchema),
});
export type FinanceSummary = z.infer<typeof financeSummarySchema>;

// --- Restaurant statement --------------------------------------------------------------------

/**
 * A restaurant's money over some orders, in its currency. Orders that took money count: every
 * order not cancelled, and cancelled card orders (the customer paid, then was refunded). Cancelled
 * cash orders never took money and do not count.
 * - grossFoodSales: the food subtotals (tax included in the prices is within them);
 * - discounts: its promotions' discounts, which come off its share;
 * - tax: tax added on top of the prices, which it collects and remits;
 * - deliveryFeeShare: its share of the delivery fees (20% by the spec's rules);
 * - refunds: what cancelled card orders had earned it, taken back;
 * - net = grossFoodSales - discounts + tax + deliveryFeeShare - refunds: its restaurantPay.
 */
export const restaurantFiguresSchema = z.object({
  orders: z.number().int(),
  grossFoodSales: money,
  discounts: money,
  tax: money,
  deliveryFeeShare: money,
  refunds: money,
  net: money,
});
export type RestaurantFigures = z.infer<typeof restaurantFiguresSchema>;

/**
 * GET /api/restaurant/statement: by the day each order was placed, in the restaurant's currency
 * (its country's: every order of a restaurant is priced in it).
 */
export const restaurantStatementSchema = z.object({
  from: day,
  to: day,
  timeZone: z.string(),
  currency,
  totals: restaurantFiguresSchema,
  /** Every day of the range, oldest first. */
  days: z.array(restaurantFiguresSchema.extend({ date: day })),
  /** Weeks from Monday (weekStart), oldest first; the first and last may be partial. */
  weeks: z.array(restaurantFiguresSchema.extend({ weekStart: day })),
});
export type RestaurantStatement = z.infer<typeof restaurantStatementSchema>;

// --- Driver statement ------------------------------------------------------------------------

/** One delivery's pay and cash, or their sums over many. */
const driverPayFields = {
  base: money,
  distance: money,
  tip: money,
  tipFee: money,
  pay: money,
  /** Cash taken from customers at the door (the whole order total of cash orders). */
  cashCollected: money,
};

/** pay = base + distance + tip; tipFee is what was deducted from a tip above the fee threshold. */
export const driverFiguresSchema = z.object({
  deliveries: z.number().int(),
  ...driverPayFields,
});
export type DriverFigures = z.infer<typeof driverFiguresSchema>;

export const statementDeliverySchema = z.object({
  orderId: z.number().int(),
  deliveredAt: z.string(),
  restaurantName: z.string(),
  paymentMethod: z.string(),
  distanceKm: z.string(),
  ...driverPayFields,
});
export type StatementDelivery = z.infer<typeof statementDeliverySchema>;

/**
 * GET /api/driver/statement: the driver's deliveries in one currency by the day each was delivered.
 * A driver paid in more than one currency in the range (one who moved city) reads each apart.
 */
export const driverStatementSchema = z.object({
  from: day,
  to: day,
  timeZone: z.string(),
  /** The query's currency, else that of the driver's newest delivery, else the driver's country's. */
  currency,
  /** Every currency the driver delivered in during the range, sorted. */
  currencies: z.array(currency),
  totals: driverFiguresSchema,
  weeks: z.array(driverFiguresSchema.extend({ weekStart: day })),
  /** Newest first. */
  deliveries: z.array(statementDeliverySchema),
});
export type DriverStatement = z.infer<typeof driverStatementSchema>;

// --- Cash ledger -----------------------------------------------------------------------------

/**
 * A driver's cash, every figure a sum of append-only ledger entries:
 * - cashCollected: cash orders' totals taken at the door;
 * - payKept: the driver's own pay on those orders, which the driver keeps from that cash;
 * - owes = cashCollected - payKept; settled: what the driver has handed over;
 * - balance = owes - settled (negative: the company owes the driver).
 * Every figure is in the driver's currency: that of the cash orders the driver delivered (a
 * driver's ledger holds one currency), or the driver's country's before any.
 */
export const driverCashSchema = z.object({
  driverId: z.number().int(),
  name: z.string(),
  phone: z.string(),
  currency,
  cashCollected: money,
  payKept: money,
  owes: money,
  settled: money,
  balance: money,
  lastSettlementAt: z.string().nullable(),
});
export type DriverCash = z.infer<typeof driverCashSchema>;

/** Cash the company still has to collect in one currency: the sum of its drivers' balances. */
export const outstandingCashSchema = z.object({ currency, amount: money });
export type OutstandingCash = z.infer<typeof outstandingCashSchema>;

/** GET /api/admin/cash: every driver who ever collected cash or settled, largest balance first. */
export const cashOverviewSchema = z.object({
  drivers: z.array(driverCashSchema),
  /** One sum per currency of the drivers listed, sorted by code; never a sum across currencies. */
  outstanding: z.array(outstandingCashSchema),
});
export type CashOverview = z.infer<typeof cashOverviewSchema>;

/** POST /api/admin/cash/{driverId}/settlements: the entry written and the driver's new figures. */
export const settlementSchema = z.object({
  id: z.number().int(),
  driverId: z.number().int(),
  /** In the driver's currency (driver.currency). */
  amount: money,
  note: z.string().nullable(),
  recordedBy: z.object({ id: z.number().int(), name: z.string() }),
  createdAt: z.string(),
  driver: driverCashSchema,
});
export type Settlement = z.infer<typeof settlementSchema>;

export const SETTLEMENT_TOO_LARGE_CODE = 'settlement_too_large';
export const settlementTooLargeMessage = (balance: string): string =>
  `The settlement is more than the driver owes (${balance})`;
