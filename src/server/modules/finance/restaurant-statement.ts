import type { RestaurantFigures, RestaurantStatement } from '#domain/finance/responses.ts';
import { weekStartOf } from '#domain/shared/calendar-days.ts';
import { moneyDecimal, restaurantCurrency } from '#domain/shared/currency.ts';
import { toCents } from '#domain/shared/money.ts';
import { csvStream } from './csv-stream';
import type { OrderCursor } from './finance.repo';
import { type DayRange, daysOf } from './finance-range';
import type { RestaurantDayRow, RestaurantExportRow, StatementsRepo } from './statements.repo';

// GET /api/restaurant/statement and /statement.csv: the signed-in restaurant's money per day and
// per week, in its currency. net = gross food sales - discounts + tax added + its share of delivery
// fees - refunds (see restaurantFiguresSchema).

interface FigureCents {
  orders: number;
  grossFoodSales: number;
  discounts: number;
  tax: number;
  deliveryFeeShare: number;
  refunds: number;
}

const zero = (): FigureCents => ({
  orders: 0,
  grossFoodSales: 0,
  discounts: 0,
  tax: 0,
  deliveryFeeShare: 0,
  refunds: 0,
});

function add(into: FigureCents, row: FigureCents): void {
  into.orders += row.orders;
  into.grossFoodSales += row.grossFoodSales;
  into.discounts += row.discounts;
  into.tax += row.tax;
  into.deliveryFeeShare += row.deliveryFeeShare;
  into.refunds += row.refunds;
}

const netOf = (cents: Omit<FigureCents, 'orders'>) =>
  cents.grossFoodSales - cents.discounts + cents.tax + cents.deliveryFeeShare - cents.refunds;

function figures(cents: FigureCents, currency: string): RestaurantFigures {
  const money = (value: number) => moneyDecimal(value, currency);
  return {
    orders: cents.orders,
    grossFoodSales: money(cents.grossFoodSales),
    discounts: money(cents.discounts),
    tax: money(cents.tax),
    deliveryFeeShare: money(cents.deliveryFeeShare),
    refunds: money(cents.refunds),
    net: money(netOf(cents)),
  };
}

const centsOf = (row: RestaurantDayRow): FigureCents => ({
  orders: row.orders,
  grossFoodSales: toCents(row.grossFoodSales),
  discounts: toCents(row.discounts),
  tax: toCents(row.tax),
  deliveryFeeShare: toCents(row.deliveryFeeShare),
  refunds: toCents(row.refunds),
});

/** The restaurant's currency: its country's, the one all its orders are priced in. */
export async function statementCurrency(statements: StatementsRepo, restaurantId: number): Promise<string> {
  return restaurantCurrency(await statements.restaurantCountry(restaurantId));
}

export async function restaurantStatement(
  statements: StatementsRepo,
  restaurantId: number,
  range: DayRange,
): Promise<RestaurantStatement> {
  const currency = await statementCurrency(statements, restaurantId);
  const rows = await statements.restaurantDays(restaurantId, currency, range);
  const byDate = new Map(rows.map((row) => [row.date, centsOf(row)]));
  const total = zero();
  const weeks = new Map<string, FigureCents>();
  const days = daysOf(range).map((date) => {
    const day = byDate.get(date) ?? zero();
    add(total, day);
    const weekStart = weekStartOf(date);
    const week = weeks.get(weekStart) ?? zero();
    add(week, day);
    weeks.set(weekStart, week);
    return { date, ...figures(day, currency) };
  });
  return {
    from: range.from,
    to: range.to,
    timeZone: range.timeZone,
    currency,
    totals: figures(total, currency),
    days,
    weeks: [...weeks].map(([weekStart, week]) => ({ weekStart, ...figures(week, currency) })),
  };
}

export const RESTAURANT_CSV_HEADER = [
  'Order ID',
  'Placed At',
  'Status',
  'Payment Method',
  'Currency',
  'Food Sales',
  'Discount',
  'Tax',
  'Delivery Fee Share',
  'Refund',
  'Net',
] as const;

/** One row per order that took money, in the restaurant's currency; its columns add up to the statement's totals. */
export function restaurantStatementCsv(
  statements: StatementsRepo,
  restaurantId: number,
  currency: string,
  range: DayRange,
) {
  const money = (cents: number) => moneyDecimal(cents, currency);
  return csvStream<RestaurantExportRow, OrderCursor>({
    header: RESTAURANT_CSV_HEADER,
    readBatch: (cursor, limit) =>
      statements.restaurantExportBatch(restaurantId, currency, range, cursor, limit),
    cursorOf: (row) => ({ createdAt: row.cursorAt, id: row.id }),
    cells: (row) => {
      const food = toCents(row.subtotal);
      const discount = toCents(row.discount);
      const tax = toCents(row.addedTax);
      const earned = toCents(row.earned);
      const share = earned - (food - discount) - tax;
      const refund = row.status === 'cancelled' ? earned : 0;
      return [
        row.id,
        row.placedAt,
        row.status,
        row.paymentMethod,
        currency,
        money(food),
        money(discount),
        money(tax),
        money(share),
        money(refund),
        money(
          netOf({ grossFoodSales: food, discounts: discount, tax, deliveryFeeShare: share, refunds: refund }),
        ),
      ];
    },
  });
}

export function restaurantStatementName(range: DayRange): string {
  return `restaurant-statement-${range.from}-to-${range.to}.csv`;
}
