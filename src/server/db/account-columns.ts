import { byWeekdayHoursField } from '#domain/shared/options.ts';
import { drivers, restaurants } from './schema';

// The partner columns that the partner's own profile and the admin lists both show. Listing them
// is the guard: no password hash, tax id or bank number is ever selected through these.

export const driverAccountColumns = {
  id: drivers.id,
  name: drivers.name,
  email: drivers.email,
  phone: drivers.phone,
  vehicleType: drivers.vehicleType,
  vehicleNumber: drivers.vehicleNumber,
  licenseNumber: drivers.licenseNumber,
  city: drivers.city,
  country: drivers.country,
  isOnline: drivers.isOnline,
  rating: drivers.rating,
  ratingCount: drivers.ratingCount,
  totalDeliveries: drivers.totalDeliveries,
  createdAt: drivers.createdAt,
};

export const restaurantAccountColumns = {
  id: restaurants.id,
  name: restaurants.name,
  cuisine: restaurants.cuisine,
  email: restaurants.email,
  phone: restaurants.phone,
  city: restaurants.city,
  country: restaurants.country,
  createdAt: restaurants.createdAt,
};

/** A restaurant's opening hours, one text column a day: its public page and its profile show them. */
export const openingHoursColumns = byWeekdayHoursField((field) => restaurants[field]);

/** Dates leave the server as ISO text, the form every response schema in src/domain declares. */
export function withIsoCreatedAt<T extends { createdAt: Date }>(
  row: T,
): Omit<T, 'createdAt'> & { createdAt: string } {
  return { ...row, createdAt: row.createdAt.toISOString() };
}
