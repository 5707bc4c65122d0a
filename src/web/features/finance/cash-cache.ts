import type { CashOverview, DriverCash } from '#domain/finance/responses.ts';
import { centsOrNull, centsToDecimal } from '#domain/shared/money.ts';

/**
 * The cash table once a settlement is recorded: the driver's row as the server now has it, and the
 * outstanding sum moved by the change in that driver's balance. Until the table is read again.
 */
export function replaceDriverCash(
  data: CashOverview | undefined,
  driver: DriverCash,
): CashOverview | undefined {
  if (!data) return data;
  const before = data.drivers.find((row) => row.driverId === driver.driverId);
  if (!before) return data;
  const outstanding = centsOrNull(data.outstanding);
  const was = centsOrNull(before.balance);
  const now = centsOrNull(driver.balance);
  return {
    drivers: data.drivers.map((row) => (row.driverId === driver.driverId ? driver : row)),
    outstanding:
      outstanding === null || was === null || now === null
        ? data.outstanding
        : centsToDecimal(outstanding - was + now),
  };
}
