// What the finance endpoints answer (issue "Money partners can trust"): the admin's dashboard, the
// restaurants' and drivers' statements and the drivers' cash ledger. Shapes live here once; the
// server serialises with them and the screens parse with them. Money is a decimal string ("4.99"),
// summed in integer cents; dates are whole days (YYYY-MM-DD) in the server's TIME_ZONE.
import { z } from 'zod';

/** all: every order; completed: delivered; pending: not yet delivered and not cancelled. */
export const FINANCE_STATUS_FILTERS = ['all', 'completed', 'pending'] as const;
export type FinanceStatusFilter = (typeof FINANCE_STATUS_FILTERS)[number];

/** The longest range one request may cover, in days, `from` and `to` included. */
export const FINANCE_MAX_RANGE_DAYS = 366;
/** The range used when a request names none: the last 30 days, today included. */
export const FINANCE_DEFAULT_RANGE_DAYS = 30;
export const FINANCE_RECENT_ORDERS = 10;

const money = z.string();
const day = z.string();

/** The six figures of SPEC section 9: one order's, or their sums over many. */
const moneySplitFields = {
  total: money,
  tip: money,
  driverPay: money,
  restaurantPay: money,
  /** total - driverPay - restaurantPay; negative when long trips cost more than fees earn. */
  companyPay: money,
  /** Kilometres, 2 decimals. */
  deliveryDistance: z.string(),
};

/** The six sums of SPEC section 9 and the order count, over every order the filter keeps. */
export const financeTotalsSchema = z.object({
  orderCount: z.number().int(),
  ...moneySplitFields,
});
export type FinanceTotals = z.infer<typeof financeTotalsSchema>;

/** One order as the dashboard's "recent orders" and the CSV show it. */
export const financeOrderSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  status: z.string(),
  restaurant: z.object({ id: z.number().int(), name: z.string() }),
  paymentMethod: z.string(),
  paymentStatus: z.string(),
  ...moneySplitFields,
  /** False while the split is the estimate made at placement; true once delivered. */
  final: z.boolean(),
});
export type FinanceOrder = z.infer<typeof financeOrderSchema>;

/** GET /api/finance/summary */
export const financeSummarySchema = z.object({
  from: day,
  to: day,
  status: z.enum(FINANCE_STATUS_FILTERS),
  timeZone: z.string(),
  totals: financeTotalsSchema,
  /** Every day of the range, oldest first, days without orders included. */
  days: z.array(financeTotalsSchema.extend({ date: day })),
  /** The newest FINANCE_RECENT_ORDERS orders the filter keeps, newest first. */
  recentOrders: z.array(financeOrderSchema),
});
export type FinanceSummary = z.infer<typeof financeSummarySchema>;

// --- Restaurant statement --------------------------------------------------------------------

/**
 * A restaurant's money over some orders. Orders that took money count: every order not cancelled,
 * and cancelled card orders (the customer paid, then was refunded). Cancelled cash orders never
 * took money and do not count.
 * - grossFoodSales: the food subtotals; deliveryFeeShare: its 20% of the delivery fees;
 * - refunds: what cancelled card orders had earned it (food plus fee share), taken back;
 * - net = grossFoodSales + deliveryFeeShare - refunds.
 */
export const restaurantFiguresSchema = z.object({
  orders: z.number().int(),
  grossFoodSales: money,
  deliveryFeeShare: money,
  refunds: money,
  net: money,
});
export type RestaurantFigures = z.infer<typeof restaurantFiguresSchema>;

/** GET /api/restaurant/statement: by the day each order was placed. */
export const restaurantStatementSchema = z.object({
  from: day,
  to: day,
  timeZone: z.string(),
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

/** pay = base + distance + tip; tipFee is what was deducted from a tip above $20. */
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

/** GET /api/driver/statement: the driver's deliveries by the day each was delivered. */
export const driverStatementSchema = z.object({
  from: day,
  to: day,
  timeZone: z.string(),
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
 */
export const driverCashSchema = z.object({
  driverId: z.number().int(),
  name: z.string(),
  phone: z.string(),
  cashCollected: money,
  payKept: money,
  owes: money,
  settled: money,
  balance: money,
  lastSettlementAt: z.string().nullable(),
});
export type DriverCash = z.infer<typeof driverCashSchema>;

/** GET /api/admin/cash: every driver who ever collected cash or settled, largest balance first. */
export const cashOverviewSchema = z.object({
  drivers: z.array(driverCashSchema),
  /** The sum of every balance: cash the company still has to collect. */
  outstanding: money,
});
export type CashOverview = z.infer<typeof cashOverviewSchema>;

/** POST /api/admin/cash/{driverId}/settlements: the entry written and the driver's new figures. */
export const settlementSchema = z.object({
  id: z.number().int(),
  driverId: z.number().int(),
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
