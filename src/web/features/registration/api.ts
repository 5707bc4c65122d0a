import type { RegistrationResult } from '../../../domain/accounts';
import type { DriverRegistration } from '../../../domain/schemas/driver';
import type { RestaurantRegistration } from '../../../domain/schemas/restaurant';
import { apiRequest } from '../../lib/api-client';

// One fetcher per endpoint. Bodies are the API schemas' output: confirmPassword is never part of them.

export async function registerDriver(body: DriverRegistration): Promise<RegistrationResult> {
  const res = await apiRequest('POST', '/api/drivers/register', body);
  return (await res.json()) as RegistrationResult;
}

export async function registerRestaurant(body: RestaurantRegistration): Promise<RegistrationResult> {
  const res = await apiRequest('POST', '/api/restaurants/register', body);
  return (await res.json()) as RegistrationResult;
}
