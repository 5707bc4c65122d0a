import type { CashOverview, DriverCash } from '#domain/finance/responses.ts';
import { centsToDecimal, toCents } from '#domain/shared/money.ts';
import type { CashLedgerRepo, DriverCashRow } from './cash-ledger.repo';
import { addDecimals, decimal } from './cents';

// GET /api/admin/cash: each driver's cash as sums of its ledger entries.

export function driverCash(row: DriverCashRow): DriverCash {
  const collected = toCents(row.cashCollected);
  const payKept = toCents(row.payKept);
  return {
    driverId: row.driverId,
    name: row.name,
    phone: row.phone,
    cashCollected: centsToDecimal(collected),
    payKept: centsToDecimal(payKept),
    owes: centsToDecimal(collected - payKept),
    settled: decimal(row.settled),
    balance: decimal(row.balance),
    lastSettlementAt: row.lastSettlementAt === null ? null : new Date(row.lastSettlementAt).toISOString(),
  };
}

export async function cashOverview(ledger: CashLedgerRepo): Promise<CashOverview> {
  const drivers = (await ledger.overview()).map(driverCash);
  return { drivers, outstanding: addDecimals(drivers.map((driver) => driver.balance)) };
}
