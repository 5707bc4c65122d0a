import type { DriverFigures, DriverStatement, StatementDelivery } from '#domain/finance/responses.ts';
import { DRIVER_BASE_PAY_CENTS, driverTipCents } from '#domain/order-lifecycle/payouts.ts';
import { weekStartOf } from '#domain/shared/calendar-days.ts';
import { moneyDecimal, restaurantCurrency } from '#domain/shared/currency.ts';
import { centsToDecimal, toCents } from '#domain/shared/money.ts';
import { csvRecord } from './csv';
import type { DayRange } from './finance-range';
import type { DriverDeliveryRow, StatementsRepo } from './statements.repo';

// GET /api/driver/statement and /statement.csv: each delivery's pay as it was made final at the
// door (the order's stored breakdown), the cash taken, and totals per week from Monday, in one
// currency: a driver who delivered in two (one who moved city) reads each apart, never added.

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

function money(cents: PayCents, currency: string) {
  const amount = (value: number) => moneyDecimal(value, currency);
  return {
    base: amount(cents.base),
    distance: amount(cents.distance),
    tip: amount(cents.tip),
    tipFee: amount(cents.tipFee),
    pay: amount(cents.pay),
    cashCollected: amount(cents.cashCollected),
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

const figures = (cents: PayCents & { deliveries: number }, currency: string): DriverFigures => ({
  deliveries: cents.deliveries,
  ...money(cents, currency),
});

/**
 * The driver's deliveries of the range in one currency: the one asked for, else that of the newest
 * delivery, else the driver's country's; and every currency the range holds.
 */
async function deliveriesIn(
  statements: StatementsRepo,
  driverId: number,
  range: DayRange,
  asked: string | null,
): Promise<{ currency: string; currencies: string[]; rows: DriverDeliveryRow[] }> {
  const all = await statements.driverDeliveries(driverId, range);
  const currency = asked ?? all[0]?.currency ?? restaurantCurrency(await statements.driverCountry(driverId));
  return {
    currency,
    currencies: [...new Set(all.map((row) => row.currency))].sort(),
    rows: all.filter((row) => row.currency === currency),
  };
}

export async function driverStatement(
  statements: StatementsRepo,
  driverId: number,
  range: DayRange,
  askedCurrency: string | null = null,
): Promise<DriverStatement> {
  const { currency, currencies, rows } = await deliveriesIn(statements, driverId, range, askedCurrency);
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
      ...money(pay, currency),
    };
  });
  return {
    from: range.from,
    to: range.to,
    timeZone: range.timeZone,
    currency,
    currencies,
    totals: figures(total, currency),
    weeks: [...weeks]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([weekStart, week]) => ({ weekStart, ...figures(week, currency) })),
    deliveries,
  };
}

export const DRIVER_CSV_HEADER = [
  'Order ID',
  'Delivered At',
  'Restaurant',
  'Payment Method',
  'Currency',
  'Distance (km)',
  'Base Pay',
  'Distance Pay',
  'Tip',
  'Tip Fee',
  'Total Pay',
  'Cash Collected',
] as const;

/**
 * A driver's deliveries in the statement's currency, oldest first. A driver's range is bounded (366
 * days of their own deliveries), so it is read in one query and written as one body.
 */
export async function driverStatementCsv(
  statements: StatementsRepo,
  driverId: number,
  range: DayRange,
  askedCurrency: string | null = null,
): Promise<string> {
  const { currency, rows } = await deliveriesIn(statements, driverId, range, askedCurrency);
  const lines = [csvRecord(DRIVER_CSV_HEADER)];
  for (const row of rows.reverse()) {
    const pay = money(payOf(row), currency);
    lines.push(
      csvRecord([
        row.orderId,
        row.deliveredLocal,
        row.restaurantName,
        row.paymentMethod,
        currency,
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
