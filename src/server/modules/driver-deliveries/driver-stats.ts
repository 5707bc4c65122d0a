import type { DriverStats } from '#domain/driver-deliveries/responses.ts';
import { moneyDecimal, restaurantCurrency } from '#domain/shared/currency.ts';
import { toCents } from '#domain/shared/money.ts';
import { AppError } from '#server/http/app-error.ts';
import type { DriverDeliveriesRepo } from './driver-deliveries.repo';

// GET /api/driver/stats and PATCH /api/driver/status: the driver's stat cards and online state.
// "Today" is the driver's own day, in the time zone its device names.

export async function driverStats(
  deliveries: DriverDeliveriesRepo,
  driverId: number,
  timeZone: string,
): Promise<DriverStats> {
  const driver = await deliveries.driverState(driverId);
  if (!driver) throw AppError.unauthorized('Sign in again');
  const today = await deliveries.today(driverId, timeZone);
  // A driver delivers in its own country, for restaurants priced in that country's currency.
  const currency = restaurantCurrency(driver.country);
  const money = (text: string) => moneyDecimal(toCents(text), currency);
  return {
    currency,
    isOnline: driver.isOnline,
    rating: driver.rating,
    ratingCount: driver.ratingCount,
    totalDeliveries: driver.totalDeliveries,
    totalEarnings: money(driver.totalEarnings),
    cashInHand: money(driver.cashInHand),
    todayEarnings: money(today.earnings),
    todayDeliveries: today.deliveries,
  };
}

export async function setDriverOnline(
  deliveries: DriverDeliveriesRepo,
  driverId: number,
  isOnline: boolean,
  timeZone: string,
): Promise<DriverStats> {
  await deliveries.setOnline(driverId, isOnline);
  return driverStats(deliveries, driverId, timeZone);
}
