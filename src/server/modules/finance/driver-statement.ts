import type { DriverFigures, DriverStatement, StatementDelivery } from '#domain/finance/responses.ts';
import { DRIVER_BASE_PAY_CENTS, driverTipCents } from '#domain/order-lifecycle/payouts.ts';
import { weekStartOf } from '#domain/shared/calendar-days.ts';
import { centsToDecimal, toCents } from '#domain/shared/money.ts';
import { csvRecord } from './csv';
import type { DayRange } from './finance-range';
import type { DriverDeliveryRow, StatementsRepo } from './statements.repo';

// GET /api/driver/statement and /statement.csv: each delivery's pay as it was made final at the
// door (the order's stored breakdown), the cash taken, and totals per week from Monday.

interface PayCents {
  base: number;
  distance: number;
  tip: number;
  tipFee: number;
  pay: number;
  cashCollected: number;
}

/** The stored final breakdown; derived from the pay rules only if an old row lacks it. */
function payOf(row: DriverDeliveryRow): PayCents {
  const pay = row.driverPay === null ? 0 : toCents(row.driverPay);
  const cashCollected = row.paymentMethod === 'cash' ? toCents(row.total) : 0;
  try {
    const stored = JSON.parse(row.paymentBreakdown ?? '') as {
      driver?: { base?: string; distance?: string; tip?: string };
      company?: { tipFee?: string };
    };
    if (stored.driver?.base && stored.driver.distance && stored.driver.tip && stored.company?.tipFee) {
      return {
        base: toCents(stored.driver.base),
        distance: toCents(stored.driver.distance),
        tip: toCents(stored.driver.tip),
        tipFee: toCents(stored.company.tipFee),
        pay,
        cashCollected,
      };
    }
  } catch {
    // Falls through to the derivation below.
  }
  const tipCents = toCents(row.tip);
  const tip = driverTipCents(tipCents);
  return {
    base: DRIVER_BASE_PAY_CENTS,
    distance: pay - DRIVER_BASE_PAY_CENTS - tip,
    tip,
    tipFee: tipCents - tip,
    pay,
    cashCollected,
  };
}

const zero = (): PayCents & { deliveries: number } => ({
  deliveries: 0,
  base: 0,
  distance: 0,
  tip: 0,
  tipFee: 0,
  pay: 0,
  cashCollected: 0,
});

function money(cents: PayCents) {
  return {
    base: centsToDecimal(cents.base),
    distance: centsToDecimal(cents.distance),
    tip: centsToDecimal(cents.tip),
    tipFee: centsToDecimal(cents.tipFee),
    pay: centsToDecimal(cents.pay),
    cashCollected: centsToDecimal(cents.cashCollected),
  };
}

function add(into: PayCents & { deliveries: number }, row: PayCents): void {
  into.deliveries += 1;
  into.base += row.base;
  into.distance += row.distance;
  into.tip += row.tip;
  into.tipFee += row.tipFee;
  into.pay += row.pay;
  into.cashCollected += row.cashCollected;
}

const figures = (cents: PayCents & { deliveries: number }): DriverFigures => ({
  deliveries: cents.deliveries,
  ...money(cents),
});

export async function driverStatement(
  statements: StatementsRepo,
  driverId: number,
  range: DayRange,
): Promise<DriverStatement> {
  const rows = await statements.driverDeliveries(driverId, range);
  const total = zero();
  const weeks = new Map<string, ReturnType<typeof zero>>();
  const deliveries: StatementDelivery[] = rows.map((row) => {
    const pay = payOf(row);
    add(total, pay);
    const weekStart = weekStartOf(row.deliveredDate);
    const week = weeks.get(weekStart) ?? zero();
    add(week, pay);
    weeks.set(weekStart, week);
    return {
      orderId: row.orderId,
      deliveredAt: row.deliveredAt?.toISOString() ?? '',
      restaurantName: row.restaurantName,
      paymentMethod: row.paymentMethod,
      distanceKm: row.deliveryDistance === null ? '0.00' : centsToDecimal(toCents(row.deliveryDistance)),
      ...money(pay),
    };
  });
  return {
    from: range.from,
    to: range.to,
    timeZone: range.timeZone,
    totals: figures(total),
    weeks: [...weeks]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([weekStart, week]) => ({ weekStart, ...figures(week) })),
    deliveries,
  };
}

export const DRIVER_CSV_HEADER = [
  'Order ID',
  'Delivered At',
  'Restaurant',
  'Payment Method',
  'Distance (km)',
  'Base Pay',
  'Distance Pay',
  'Tip',
  'Tip Fee',
  'Total Pay',
  'Cash Collected',
] as const;

/**
 * A driver's deliveries oldest first. A driver's range is bounded (366 days of their own
 * deliveries), so it is read in one query and written as one body.
 */
export async function driverStatementCsv(
  statements: StatementsRepo,
  driverId: number,
  range: DayRange,
): Promise<string> {
  const rows = await statements.driverDeliveries(driverId, range);
  const lines = [csvRecord(DRIVER_CSV_HEADER)];
  for (const row of rows.reverse()) {
    const pay = money(payOf(row));
    lines.push(
      csvRecord([
        row.orderId,
        row.deliveredLocal,
        row.restaurantName,
        row.paymentMethod,
        row.deliveryDistance === null ? '0.00' : centsToDecimal(toCents(row.deliveryDistance)),
        pay.base,
        pay.distance,
        pay.tip,
        pay.tipFee,
        pay.pay,
        pay.cashCollected,
      ]),
    );
  }
  return lines.join('');
}

export function driverStatementName(range: DayRange): string {
  return `driver-statement-${range.from}-to-${range.to}.csv`;
}
