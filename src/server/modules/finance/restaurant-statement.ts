import type { RestaurantFigures, RestaurantStatement } from '#domain/finance/responses.ts';
import { weekStartOf } from '#domain/shared/calendar-days.ts';
import { centsToDecimal, toCents } from '#domain/shared/money.ts';
import { csvStream } from './csv-stream';
import type { OrderCursor } from './finance.repo';
import { type DayRange, daysOf } from './finance-range';
import type { RestaurantDayRow, RestaurantExportRow, StatementsRepo } from './statements.repo';

// GET /api/restaurant/statement and /statement.csv: the signed-in restaurant's money per day and
// per week. net = gross food sales + its 20% of delivery fees - refunds (see domain/finance.ts).

interface FigureCents {
  orders: number;
  grossFoodSales: number;
  deliveryFeeShare: number;
  refunds: number;
}

const zero = (): FigureCents => ({ orders: 0, grossFoodSales: 0, deliveryFeeShare: 0, refunds: 0 });

function add(into: FigureCents, row: FigureCents): void {
  into.orders += row.orders;
  into.grossFoodSales += row.grossFoodSales;
  into.deliveryFeeShare += row.deliveryFeeShare;
  into.refunds += row.refunds;
}

function figures(cents: FigureCents): RestaurantFigures {
  return {
    orders: cents.orders,
    grossFoodSales: centsToDecimal(cents.grossFoodSales),
    deliveryFeeShare: centsToDecimal(cents.deliveryFeeShare),
    refunds: centsToDecimal(cents.refunds),
    net: centsToDecimal(cents.grossFoodSales + cents.deliveryFeeShare - cents.refunds),
  };
}

const centsOf = (row: RestaurantDayRow): FigureCents => ({
  orders: row.orders,
  grossFoodSales: toCents(row.grossFoodSales),
  deliveryFeeShare: toCents(row.deliveryFeeShare),
  refunds: toCents(row.refunds),
});

export async function restaurantStatement(
  statements: StatementsRepo,
  restaurantId: number,
  range: DayRange,
): Promise<RestaurantStatement> {
  const rows = await statements.restaurantDays(restaurantId, range);
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
    return { date, ...figures(day) };
  });
  return {
    from: range.from,
    to: range.to,
    timeZone: range.timeZone,
    totals: figures(total),
    days,
    weeks: [...weeks].map(([weekStart, week]) => ({ weekStart, ...figures(week) })),
  };
}

export const RESTAURANT_CSV_HEADER = [
  'Order ID',
  'Placed At',
  'Status',
  'Payment Method',
  'Food Sales',
  'Delivery Fee Share',
  'Refund',
  'Net',
] as const;

/** One row per order that took money; its columns add up to the statement's totals. */
export function restaurantStatementCsv(statements: StatementsRepo, restaurantId: number, range: DayRange) {
  return csvStream<RestaurantExportRow, OrderCursor>({
    header: RESTAURANT_CSV_HEADER,
    readBatch: (cursor, limit) => statements.restaurantExportBatch(restaurantId, range, cursor, limit),
    cursorOf: (row) => ({ createdAt: row.cursorAt, id: row.id }),
    cells: (row) => {
      const food = toCents(row.subtotal);
      const earned = row.restaurantPay === null ? food : toCents(row.restaurantPay);
      const refund = row.status === 'cancelled' ? earned : 0;
      return [
        row.id,
        row.placedAt,
        row.status,
        row.paymentMethod,
        centsToDecimal(food),
        centsToDecimal(earned - food),
        centsToDecimal(refund),
        centsToDecimal(earned - refund),
      ];
    },
  });
}

export function restaurantStatementName(range: DayRange): string {
  return `restaurant-statement-${range.from}-to-${range.to}.csv`;
}
