import type { CashOverview, DriverCash } from '#domain/finance/responses.ts';
import { moneyDecimal, restaurantCurrency } from '#domain/shared/currency.ts';
import { toCents } from '#domain/shared/money.ts';
import type { CashLedgerRepo, DriverCashRow } from './cash-ledger.repo';

// GET /api/admin/cash: each driver's cash as sums of its ledger entries, in the driver's currency,
// and what is outstanding per currency.

/** The currency of a driver's cash: that of the orders the driver took cash for, else the driver's country's. */
export function cashCurrency(row: Pick<DriverCashRow, 'orderCurrency' | 'country'>): string {
  return row.orderCurrency ?? restaurantCurrency(row.country);
}

export function driverCash(row: DriverCashRow): DriverCash {
  const currency = cashCurrency(row);
  const money = (cents: number) => moneyDecimal(cents, currency);
  const collected = toCents(row.cashCollected);
  const payKept = toCents(row.payKept);
  return {
    driverId: row.driverId,
    name: row.name,
    phone: row.phone,
    currency,
    cashCollected: money(collected),
    payKept: money(payKept),
    owes: money(collected - payKept),
    settled: money(toCents(row.settled)),
    balance: money(toCents(row.balance)),
    lastSettlementAt: row.lastSettlementAt === null ? null : new Date(row.lastSettlementAt).toISOString(),
  };
}

export async function cashOverview(ledger: CashLedgerRepo): Promise<CashOverview> {
  const drivers = (await ledger.overview()).map(driverCash);
  const outstanding = new Map<string, number>();
  for (const driver of drivers) {
    outstanding.set(driver.currency, (outstanding.get(driver.currency) ?? 0) + toCents(driver.balance));
  }
  return {
    drivers,
    outstanding: [...outstanding.keys()]
      .sort()
      .map((currency) => ({ currency, amount: moneyDecimal(outstanding.get(currency) ?? 0, currency) })),
  };
}
