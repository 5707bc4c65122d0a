import type { CashOverview, DriverCash } from '#domain/finance/responses.ts';
import { moneyDecimal } from '#domain/shared/currency.ts';
import { centsOrNull } from '#domain/shared/money.ts';

/**
 * The cash table once a settlement is recorded: the driver's row as the server now has it, and the
 * outstanding sum of the driver's currency moved by the change in that driver's balance. Until
 * the table is read again.
 */
export function replaceDriverCash(
  data: CashOverview | undefined,
  driver: DriverCash,
): CashOverview | undefined {
  if (!data) return data;
  const before = data.drivers.find((row) => row.driverId === driver.driverId);
  if (!before) return data;
  const was = centsOrNull(before.balance);
  const now = centsOrNull(driver.balance);
  return {
    drivers: data.drivers.map((row) => (row.driverId === driver.driverId ? driver : row)),
    outstanding: data.outstanding.map((entry) => {
      const outstanding = centsOrNull(entry.amount);
      if (entry.currency !== driver.currency || outstanding === null || was === null || now === null) {
        return entry;
      }
      return { ...entry, amount: moneyDecimal(outstanding - was + now, entry.currency) };
    }),
  };
}
